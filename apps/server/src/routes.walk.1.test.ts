import { walkRoutes } from './test/route-walk';

// Access, tenancy and branch scope of every route, in two parts that run side by side.
walkRoutes(1, 2);
