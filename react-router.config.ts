import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // React Router v8's changes, each set on purpose so the build prints no notice about them
  // (scripts/build-warnings.mjs allows none): left as v7 behaves until each is adopted with its
  // own test. Middleware: the request context is ours (app/load-context.ts). Split route modules:
  // only the panel and print layouts have a client loader, small enough to stay in their module. Vite's environment API, passed-through
  // requests and trailing-slash-aware data URLs change the build and the server bridge
  // (server/plugins/react-router.ts).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
