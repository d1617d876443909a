/**
 * Where on the body a pressure ulcer, bruise or skin tear is, as a district nurse would record it
 * on a body map: regions of the front and of the back. Left and right are the client's own.
 * The pressure points that break down first (sacrum, heels, hips, elbows, shoulder blades, back of
 * the head, ears) each have their own region.
 */
export interface BodyLocation {
  value: string;
  label: string;
  side: 'front' | 'back';
}

const front = (value: string, label: string): BodyLocation => ({
  value: `front-${value}`,
  label,
  side: 'front',
});
const back = (value: string, label: string): BodyLocation => ({
  value: `back-${value}`,
  label,
  side: 'back',
});

export const BODY_LOCATIONS: readonly BodyLocation[] = [
  front('head', 'Head and face'),
  front('left-ear', 'Left ear'),
  front('right-ear', 'Right ear'),
  front('neck', 'Front of neck'),
  front('left-shoulder', 'Left shoulder'),
  front('right-shoulder', 'Right shoulder'),
  front('chest', 'Chest'),
  front('abdomen', 'Abdomen'),
  front('left-upper-arm', 'Left upper arm'),
  front('right-upper-arm', 'Right upper arm'),
  front('left-forearm', 'Left forearm'),
  front('right-forearm', 'Right forearm'),
  front('left-hand', 'Left hand'),
  front('right-hand', 'Right hand'),
  front('groin', 'Groin'),
  front('left-thigh', 'Front of left thigh'),
  front('right-thigh', 'Front of right thigh'),
  front('left-knee', 'Left knee'),
  front('right-knee', 'Right knee'),
  front('left-shin', 'Left shin'),
  front('right-shin', 'Right shin'),
  front('left-foot', 'Left foot'),
  front('right-foot', 'Right foot'),
  back('head', 'Back of head'),
  back('neck', 'Back of neck'),
  back('left-shoulder-blade', 'Left shoulder blade'),
  back('right-shoulder-blade', 'Right shoulder blade'),
  back('upper-back', 'Upper back and spine'),
  back('left-elbow', 'Left elbow'),
  back('right-elbow', 'Right elbow'),
  back('lower-back', 'Lower back'),
  back('left-hip', 'Left hip'),
  back('right-hip', 'Right hip'),
  back('sacrum', 'Sacrum and coccyx'),
  back('left-buttock', 'Left buttock'),
  back('right-buttock', 'Right buttock'),
  back('left-thigh', 'Back of left thigh'),
  back('right-thigh', 'Back of right thigh'),
  back('left-calf', 'Left calf'),
  back('right-calf', 'Right calf'),
  back('left-heel', 'Left heel'),
  back('right-heel', 'Right heel'),
];
