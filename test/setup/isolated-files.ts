/**
 * Test files (`*.test.ts`) that replace a module (`vi.mock`) or a global (`vi.stubGlobal`): they
 * run in vitest.config.ts's "isolated" project, with their own module graph, because the
 * "server" project shares loaded modules between files (decision 003) and a mock there would be
 * ignored or leak. Component tests (`*.test.tsx`) are isolated as a whole.
 * test/boundaries/isolated-files.test.ts fails when a file mocks and is not listed here, or when a
 * listed file is gone (a moved file would otherwise silently lose its mock).
 */
export const MOCKING_TEST_FILES = ["app/modules/booking/.server/checkout/create-booking-answer.test.ts"];
