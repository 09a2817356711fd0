/**
 * How a document read from a file is checked against its schema: on zod's plain path, without
 * its compiled one (docs/decisions/engine.md, "Job state and the controllers file at the size of
 * a site"). At an object schema's first parse zod writes a checking function for it as text and
 * compiles it (`new Function`), which pays back only over many parses of that schema in one
 * process; a site's files are each read once by a process (the controllers file is kept in
 * memory after) and a `turnkey` command reads a few of them and ends. What is parsed again and
 * again in one process (a controller's record at each change, a controller's answers) keeps
 * zod's default.
 */
export const PARSED_ONCE = { jitless: true } as const;
