import { checkRoutesWithHostileInput } from './test/route-properties';

// Random and hostile input on every route, in two parts that run side by side.
checkRoutesWithHostileInput(1, 2);
