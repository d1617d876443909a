import { walkScreens } from './support/screen-walk';

// The screen walk, part 1 of 2 (support/screen-walk.ts): the parts run in workers side by side.
walkScreens(1, 2);
