import { walkScreens } from './support/screen-walk';

// The screen walk, part 2 of 2 (support/screen-walk.ts): the parts run in workers side by side.
walkScreens(2, 2);
