import { defineProject } from 'vitest/config';
import { isolatedFiles, webTestProject } from './vitest.base';

// The component tests that need a module graph of their own (vitest.base.ts says why).
export default defineProject(webTestProject('web-isolated', { include: isolatedFiles }, true));
