import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { target: 'es2022' },
  // The domain package is TypeScript source shared with the API.
  ssr: { noExternal: ['@dhatu/domain'] },
});
