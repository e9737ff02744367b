import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The whole route list (3 KB compressed) comes with the first page. Found lazily instead, it is
  // fetched after the page shows and patching it in re-renders the whole page on a phone, just as
  // the shopper starts to scroll.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
