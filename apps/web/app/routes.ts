import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('routes/shell.tsx', [
    index('routes/home.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The links page stands alone: no header or footer.
  route('reachus', 'routes/reachus.tsx'),
] satisfies RouteConfig;
