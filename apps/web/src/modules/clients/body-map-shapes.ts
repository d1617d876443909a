/**
 * The drawing of each body-map region (packages/domain BODY_LOCATIONS), in a 120 × 260 box per
 * figure. The front figure faces the reader, so the client's left is on the reader's right; the
 * back figure is seen from behind, so the client's left is on the reader's left.
 */
export type Shape =
  | { rect: [x: number, y: number, width: number, height: number] }
  | { ellipse: [cx: number, cy: number, rx: number, ry: number] };

const rect = (x: number, y: number, width: number, height: number): Shape => ({
  rect: [x, y, width, height],
});
const ellipse = (cx: number, cy: number, rx: number, ry: number): Shape => ({
  ellipse: [cx, cy, rx, ry],
});

export const BODY_MAP_SHAPES: Readonly<Record<string, Shape>> = {
  'front-head': ellipse(60, 22, 14, 17),
  'front-right-ear': ellipse(43, 23, 3, 6),
  'front-left-ear': ellipse(77, 23, 3, 6),
  'front-neck': rect(53, 39, 14, 9),
  'front-right-shoulder': rect(28, 48, 32, 14),
  'front-left-shoulder': rect(60, 48, 32, 14),
  'front-chest': rect(40, 62, 40, 28),
  'front-abdomen': rect(40, 90, 40, 28),
  'front-groin': rect(44, 118, 32, 16),
  'front-right-upper-arm': rect(26, 62, 13, 36),
  'front-left-upper-arm': rect(81, 62, 13, 36),
  'front-right-forearm': rect(24, 99, 13, 34),
  'front-left-forearm': rect(83, 99, 13, 34),
  'front-right-hand': ellipse(30, 142, 7, 9),
  'front-left-hand': ellipse(90, 142, 7, 9),
  'front-right-thigh': rect(42, 135, 17, 45),
  'front-left-thigh': rect(61, 135, 17, 45),
  'front-right-knee': rect(43, 181, 15, 14),
  'front-left-knee': rect(62, 181, 15, 14),
  'front-right-shin': rect(44, 196, 13, 42),
  'front-left-shin': rect(63, 196, 13, 42),
  'front-right-foot': rect(40, 239, 18, 10),
  'front-left-foot': rect(62, 239, 18, 10),
  'back-head': ellipse(60, 22, 14, 17),
  'back-neck': rect(53, 39, 14, 9),
  'back-left-shoulder-blade': rect(40, 50, 19, 26),
  'back-right-shoulder-blade': rect(61, 50, 19, 26),
  'back-upper-back': rect(40, 77, 40, 16),
  'back-left-elbow': ellipse(31, 98, 6, 6),
  'back-right-elbow': ellipse(89, 98, 6, 6),
  'back-lower-back': rect(40, 94, 40, 18),
  'back-left-hip': rect(28, 110, 10, 18),
  'back-right-hip': rect(82, 110, 10, 18),
  'back-sacrum': rect(52, 113, 16, 12),
  'back-left-buttock': rect(38, 113, 13, 24),
  'back-right-buttock': rect(69, 113, 13, 24),
  'back-left-thigh': rect(42, 138, 17, 44),
  'back-right-thigh': rect(61, 138, 17, 44),
  'back-left-calf': rect(43, 186, 15, 48),
  'back-right-calf': rect(62, 186, 15, 48),
  'back-left-heel': ellipse(50, 243, 8, 6),
  'back-right-heel': ellipse(70, 243, 8, 6),
};

/** The outline behind the back figure's regions: the arms, which only the elbows are part of. */
export const BACK_OUTLINE: readonly Shape[] = [
  rect(27, 52, 12, 40),
  rect(81, 52, 12, 40),
  rect(25, 104, 12, 30),
  rect(83, 104, 12, 30),
  ellipse(31, 142, 7, 9),
  ellipse(89, 142, 7, 9),
];
