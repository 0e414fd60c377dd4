/**
 * What `import … from 'zod'` resolves to in the web build (vite.config.ts): zod itself, told
 * first never to compile parsers with `new Function`. The server's Content-Security-Policy
 * allows no eval, and zod would otherwise try it as each object schema is made, when the
 * shared schemas load: the attempt is caught, but the browser still reports a violation.
 * Here, it is set before any schema module runs, whatever chunk the bundler puts them in.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
