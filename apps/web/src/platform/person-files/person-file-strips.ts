import type { ComponentType, LazyExoticComponent } from 'react';
import { registeredRecordExtensions } from '../records/record-extensions';

/** What an owner's strip in the file frame is given. */
export interface PersonFileStripProps {
  /** The owner's record kind ('carers') and id. */
  owner: string;
  ownerId: string;
  /** '/api/v1/carers/{id}': where its calls start. */
  fileBase: string;
  /** Changes whenever the file's sections are read again (a save in the file). */
  sectionsVersion: number;
}

/**
 * A panel a person file's frame shows above its section navigation, by owner (the carer's side
 * tabs). Areas give them in their manifests (record-extensions.ts, `fileStrips`).
 */
export function fileStripOf(
  owner: string,
): LazyExoticComponent<ComponentType<PersonFileStripProps>> | undefined {
  return registeredRecordExtensions().fileStrips.get(owner);
}
