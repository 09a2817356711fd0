/**
 * Why a mutant that no test kills is left (docs/benchmarks.md, "Mutation scores"): the mutant is
 * equivalent (the program behaves the same) or harmless (what changes cannot reach a controller,
 * a file or a user). Keyed by file, mutator, the original text and its replacement, so an entry
 * stays true while lines move; a survivor without an entry is listed as not explained.
 */
export const SURVIVORS: Record<string, string> = {
  [survivorKey(
    'src/core/discovery/cidr-range.ts',
    'EqualityOperator',
    'a.prefix <= b.prefix',
    'a.prefix < b.prefix',
  )]:
    'With equal prefixes either range may stand as the wider one: both networks have their host bits clear, so each way the test is whether the two networks are the same.',
  [survivorKey(
    'src/core/discovery/cidr-range.ts',
    'ConditionalExpression',
    'start === 0',
    'false',
  )]:
    'countTrailingZeros(0) stops at 32 by its own bound, so a block starting at 0.0.0.0 is 2^32 addresses wide either way.',
  [survivorKey('src/core/discovery/cidr-range.ts', 'ConditionalExpression', 'zeros < 32', 'true')]:
    'Only 0 has no set bit below 2^32 and blocksOf never counts the zeros of 0 (start === 0 is taken first), so the loop always stops at the lowest set bit before 32.',
  [survivorKey(
    'src/core/discovery/cidr-range.ts',
    'EqualityOperator',
    'zeros < 32',
    'zeros <= 32',
  )]:
    'Only 0 has no set bit below 2^32 and blocksOf never counts the zeros of 0 (start === 0 is taken first), so the loop never reaches 32.',
  [survivorKey(
    'src/core/network/address-checks.ts',
    'ConditionalExpression',
    'ip !== undefined',
    'true',
  )]:
    'networkOf reads the ip with the same parseIpv4 as parsed() did, so an ip that does not parse gives no network either way.',
  [survivorKey('src/core/network/ipv4-network.ts', 'MethodExpression', 'mask.trim()', 'mask')]:
    'parseIpv4 (cidr-range.ts) trims its text itself, so trimming the mask first changes nothing.',
  [survivorKey('src/core/network/ipv4-network.ts', 'MethodExpression', 'ip.trim()', 'ip')]:
    'parseIpv4 (cidr-range.ts) trims its text itself, so trimming the ip first changes nothing.',
  [survivorKey(
    'src/core/network/ipv4-network.ts',
    'ConditionalExpression',
    'prefix === undefined',
    'false',
  )]:
    'The other half of the test, prefix === 0 ? undefined : prefix, gives undefined for an undefined prefix as well.',
  [survivorKey(
    'src/core/network/follow-controller.ts',
    'ConditionalExpression',
    "!ClientError.is(error, 'timeout')",
    'false',
  )]:
    'awaitReachable is called without a signal, so the only error it can reject with is timeout, which both versions turn into controller_not_back.',
  [survivorKey(
    'src/core/network/follow-controller.ts',
    'EqualityOperator',
    'Date.now() < deadline',
    'Date.now() <= deadline',
  )]:
    'At most one more probe when the clock reads the deadline to the millisecond: a grace time one millisecond longer, which neither a user nor a controller can tell.',
  [survivorKey(
    'src/host/host-token.ts',
    'ConditionalExpression',
    "process.platform !== 'win32'",
    'true',
  )]:
    'Off Windows, where the tests run, the condition is true already; it only spares Windows the chmod and the mode and owner checks of modes it does not keep, which no test on Linux can take.',
  [survivorKey('src/core/transfer/record-classification.ts', 'StringLiteral', "'invalid'", '""')]:
    'A failed zod parse always carries at least one issue, so the fallback for a failure without one is never taken.',
  [survivorKey(
    'src/core/transfer/record-classification.ts',
    'ConditionalExpression',
    'source === undefined',
    'false',
  )]:
    'A field with an undefined source value is then present as undefined instead of absent; the sample goes to the page and the report as JSON, which drops it either way.',
  [survivorKey(
    'src/core/transfer/record-classification.ts',
    'ConditionalExpression',
    'held === undefined',
    'false',
  )]:
    'A field with an undefined target value is then present as undefined instead of absent; the sample goes to the page and the report as JSON, which drops it either way.',
  [survivorKey(
    'src/core/transfer/record-classification.ts',
    'ConditionalExpression',
    "text('name') && !text('surname')",
    'false',
  )]:
    "No written payload holds name without surname together with last_name or first_name (staff speak one field set, visitors have no name), so the person's label built from the names is the name alone either way.",
  [survivorKey('src/core/transfer/record-classification.ts', 'StringLiteral', "'name'", '""')]:
    "text('') is empty, which makes the test false: the same as the mutant that makes it false, equivalent for the same reason.",
  [survivorKey(
    'src/core/transfer/transfer-checkpoint.ts',
    'BlockStatement',
    '{ return undefined; }',
    '{}',
  )]: 'The catch block of parsed(): an empty block returns undefined as well.',
  [survivorKey(
    'src/core/transfer/transfer-checkpoint.ts',
    'StringLiteral',
    "''",
    '"Stryker was here!"',
  )]:
    'The starting text is kept only when no checkpoint file exists; a text that is not a JSON line is ignored like an empty one, so a new checkpoint starts empty either way.',
  [survivorKey(
    'src/core/transfer/transfer-checkpoint.ts',
    'ConditionalExpression',
    '!this.#next',
    'true',
  )]:
    'Every record then queues a write of its own behind the tail; the first takes every pending line and the rest append nothing, so the file and the order of its lines are the same, only with more appends.',
  [survivorKey(
    'src/core/transfer/record-mapping.ts',
    'ConditionalExpression',
    "ref.shape === 'objects'",
    'true',
  )]:
    "The branch is then also reached by a 'many' reference whose value is not a list, where its own Array.isArray test fails: nothing is rewritten either way.",
  [survivorKey(
    'src/core/transfer/record-mapping.ts',
    'ConditionalExpression',
    'context.authPassword !== undefined',
    'true',
  )]:
    'Without a password the mutant sets password to undefined, and pick() leaves undefined fields out of the payload, so nothing is sent either way.',
  [survivorKey(
    'src/core/transfer/record-mapping.ts',
    'ArrayDeclaration',
    '[]',
    '["Stryker was here"]',
  )]:
    'SECRET_FIELDS (archive-secrets.ts) always lists biometry_providers, so the empty fallback is never taken.',
  [survivorKey(
    'src/core/transfer/record-mapping.ts',
    'ConditionalExpression',
    'default: break;',
    'default:',
  )]: "The default case is the switch's last: without its break nothing follows to fall into.",
  [survivorKey(
    'src/core/vpn/verify-member.ts',
    'ConditionalExpression',
    "typeof value === 'string' || typeof value === 'number'",
    'true',
  )]:
    "str() reads only uuid, name, schedule_uuid and code, which the contract's list answers hold as strings (access.schema.ts), and the client takes no answer that leaves its schema (answer.ts): the test is always true.",
  [survivorKey(
    'src/core/vpn/verify-member.ts',
    'ConditionalExpression',
    "typeof value === 'number'",
    'false',
  )]:
    "str() reads only uuid, name, schedule_uuid and code, which the contract's list answers hold as strings (access.schema.ts, checked by answer.ts): a number never comes.",
  [survivorKey(
    'src/core/vpn/verify-member.ts',
    'EqualityOperator',
    "typeof value === 'number'",
    "typeof value !== 'number'",
  )]:
    "str() reads only uuid, name, schedule_uuid and code, which the contract's list answers hold as strings (access.schema.ts, checked by answer.ts): the string test decides first.",
  [survivorKey('src/core/vpn/verify-member.ts', 'StringLiteral', "''", '"Stryker was here!"')]:
    "Both '' fallbacks are for values the contract never leaves out: str() reads fields the list answers hold as strings, and an access_profiles entry always has its uuid (staff.schema.ts), so name() of it is never undefined.",
  [survivorKey(
    'src/core/transfer/archive/archive-lines.ts',
    'StringLiteral',
    '`line ${number} is longer than ${MAX_LINE_BYTES} bytes`',
    '``',
  )]:
    "LineTooLong's own message is never shown: the scan turns it into archive_damaged with the line's number and words of its own (archive-scan.ts).",
  [survivorKey(
    'src/core/transfer/archive/archive-lines.ts',
    'ConditionalExpression',
    'pending.length > 0',
    'true',
  )]:
    'With nothing pending, Buffer.concat([piece]) is a copy of the same bytes: the line is the same, only copied once more.',
  [survivorKey(
    'src/core/transfer/archive/archive-lines.ts',
    'EqualityOperator',
    'pending.length > 0',
    'pending.length >= 0',
  )]:
    'With nothing pending, Buffer.concat([piece]) is a copy of the same bytes: the line is the same, only copied once more.',
  [survivorKey(
    'src/core/transfer/archive/archive-lines.ts',
    'ConditionalExpression',
    'start < chunk.length',
    'true',
  )]:
    'When the chunk ends with a newline the rest is empty: an empty piece is then kept and counted as 0 bytes, which adds nothing to the next line or to the cut-off test (pendingBytes > 0).',
  [survivorKey(
    'src/core/transfer/archive/archive-lines.ts',
    'EqualityOperator',
    'start < chunk.length',
    'start <= chunk.length',
  )]:
    'When the chunk ends with a newline the rest is empty: an empty piece is then kept and counted as 0 bytes, which adds nothing to the next line or to the cut-off test (pendingBytes > 0).',
  [survivorKey(
    'src/core/transfer/archive/archive-lines.ts',
    'BlockStatement',
    '{ // A reader that stops early (a damaged line found) closes the file now. raw.destroy(); gunzip.destroy(); }',
    '{}',
  )]:
    "Leaving the for-await over gunzip early destroys gunzip (a stream's async iterator destroys it on return), and pipeline() then destroys the file stream: the file is closed either way (archive-line-reading.test.ts, 'close the file when the reader stops early').",
  [survivorKey('src/core/transfer/archive/archive-lines.ts', 'StringLiteral', "'not JSON'", '""')]:
    'JSON.parse throws only SyntaxError, an Error with a message, so the fallback for a thrown non-Error is never taken.',
  [survivorKey(
    'src/core/transfer/archive/archive-reader.ts',
    'ConditionalExpression',
    'error instanceof ArchiveError',
    'false',
  )]:
    "The only ArchiveError thrown in that try is archive_not_found, whose code is not ENOENT: the catch's last line throws the same error again.",
  [survivorKey(
    'src/core/transfer/archive/archive-reader.ts',
    'StringLiteral',
    "''",
    '"Stryker was here!"',
  )]:
    "The digest's fallback: the scan ran to its end, and archiveLines fills the digest at its end (archive-lines.ts), so sha256 is always set when openArchive answers. (The empty passphrase's '' is killed: archive-reader-edges.test.ts.)",
  [survivorKey('src/core/site/controllers-cache.ts', 'ConditionalExpression', '!asked', 'true')]:
    'Each look-up then takes a stat of its own instead of sharing the one on its way, counting the writes of this process from its own start: its answer is at least as new. Only the sharing of one stat among the look-ups of a moment (a cost) is lost.',
  [survivorKey('src/core/site/controllers-cache.ts', 'StringLiteral', "'missing'", '""')]:
    "The key of a missing file is only compared with itself: whether it is 'missing' or empty, and whether readControllers takes its short way for it or asks readSiteJson, which answers its `missing` (the same frozen EMPTY) for a file that is not there, a site without controllers.json reads as EMPTY.",
  [survivorKey('src/core/site/controllers-cache.ts', 'BooleanLiteral', 'false', 'true')]:
    "readControllers' default `fresh = false` made true: every look-up takes a stat of its own, begun when it is asked, so what it answers is at least as new as with a shared stat; only the sharing (a cost) is lost.",
  [survivorKey(
    'src/core/site/controllers-cache.ts',
    'ConditionalExpression',
    'previous.controllers.length === next.controllers.length',
    'true',
  )]:
    'Decides only how an unchanged controller is recognized, to spare it a new check. When the count changed (a controller added or removed) a controller compared place by place with another is checked again and kept as an equal frozen copy: the file written and every controller answered are the same.',
  [survivorKey(
    'src/core/site/controllers-cache.ts',
    'EqualityOperator',
    'previous.controllers.length === next.controllers.length',
    'previous.controllers.length !== next.controllers.length',
  )]:
    'Decides only how an unchanged controller is recognized, to spare it a new check: by the set of the controllers before (found whatever their place) or place by place, where one out of place is checked again and kept as an equal frozen copy. The file written and every controller answered are the same.',
  [survivorKey(
    'src/core/site/controllers-cache.ts',
    'ArithmeticOperator',
    '(writes.get(path) ?? 0) + 1',
    '(writes.get(path) ?? 0) - 1',
  )]:
    "The count of this process's writes is only compared for a change (fileKey: `asked.writes !==` the count now): counting down changes it at every write as counting up does.",
  [survivorKey(
    'src/core/site/controllers-cache.ts',
    'ConditionalExpression',
    'file.controllers.length === 0',
    'true',
  )]:
    "Every file then takes JSON.stringify(file, null, 2), the text controllersText builds from each controller's own text by design (controllers-cache.test.ts, 'is written as the same text as the whole file serialized at once'): the same text, made whole.",
  [survivorKey(
    'src/core/site/controllers-cache.ts',
    'ConditionalExpression',
    'text === undefined',
    'true',
  )]:
    "A controller's text is then made again at every write instead of once: JSON.stringify of the same frozen controller gives the same text.",
  [survivorKey('src/core/site/controllers-cache.ts', 'ConditionalExpression', '!index', 'true')]:
    'The index of a kept file is then made again at every look-up instead of once: made from the same frozen list, it answers the same controller.',
  [survivorKey(
    'src/core/site/controllers-cache.ts',
    'BlockStatement',
    '{ kept.delete(path); }',
    '{}',
  )]:
    "What is kept of a deleted site's file then stays in memory, never answered: every look-up first stats the file, and a file made again at that path (missing, or a new inode and times) never has the kept key, so it is read again.",
  [survivorKey(
    'src/core/site/journal.ts',
    'ConditionalExpression',
    'this.#waiting === batch',
    'true',
  )]:
    "When a batch's write begins, the batch waiting is always that batch: a new batch is made only when none waits, and only the write of the batch waiting clears it, so the writes begin in the order the batches were made.",
  [survivorKey('src/core/site/journal.ts', 'BooleanLiteral', 'true', 'false')]:
    "`#tailChecked = true` left false: every append then reads the file's last byte before writing instead of only the first. After this journal's own write that byte is a newline, so nothing more is written; only a stat and a one-byte read per write are spent (and a torn line another process left later would be ended too).",
  [survivorKey('src/core/site/journal.ts', 'StringLiteral', "'not an entry'", '""')]:
    'A failed safeParse always carries at least one issue, so the fallback for a failure without one is never taken.',
  [survivorKey('src/core/site/site-store.ts', 'MethodExpression', 'base.slice(0, 57)', 'base')]:
    'folderName cuts a name to 48 characters (or gives site- and six hex digits), so a folder name is never longer than 57 and the slice cuts nothing.',
  [survivorKey('src/core/site/site-store.ts', 'StringLiteral', "'controllers.json'", '""')]:
    "forgetControllers: what is kept of a deleted site's file stays in memory, never answered, as every look-up stats the file first (controllers-cache.ts). (dropControllerChanges' own is killed: controllers-change.test.ts, 'of a site deleted are not taken by a site made again in its folder'.)",
  [survivorKey('src/core/site/site-store.ts', 'BooleanLiteral', 'true', 'false')]:
    "The `force: true` of the two rm calls of delete: the site's folder was found by open() and current.json was just read to compare its id, so both are there and rm removes them with or without force.",
  [survivorKey('src/core/site/site-store.ts', 'ObjectLiteral', '{ force: true }', '{}')]:
    'current.json was just read to compare its id with the site deleted, so it is there, and rm removes it with or without force.',
  [survivorKey(
    'src/core/site/site-store.ts',
    'ConditionalExpression',
    '!this.#swept.has(id)',
    'true',
  )]:
    "Each opening then sweeps the site's folders again instead of the first only: removeStaleTemps removes only the temporary files of ended processes (a live writer's are kept, stale-temps.test.ts), so a second sweep finds nothing more to do; a readdir per folder is spent.",
  [survivorKey('src/core/site/site-store.ts', 'BlockStatement', '{ return undefined; }', '{}')]:
    'A function that ends without return answers undefined: the same as the return removed.',
  [survivorKey('src/core/site/site-store.ts', 'Regex', '/^-+|-+$/g', '/^-|-+$/g')]:
    'The replace before turns every run of other characters into one dash, so the slug never starts with more than one dash.',
  [survivorKey('src/core/site/site-store.ts', 'Regex', '/^-+|-+$/g', '/^-+|-$/g')]:
    'The replace before turns every run of other characters into one dash, so the slug never ends with more than one dash.',
  [survivorKey('src/core/client/pinned-agent.ts', 'StringLiteral', "'localhost'", '""')]:
    "Node's ClientRequest always sets options.host (hostname, else host, else 'localhost') before it asks the agent for a connection, and tls.connect with an empty host connects to localhost as well, so the last fallback is never what picks the address.",
  [survivorKey('src/core/client/pinned-agent.ts', 'BooleanLiteral', 'false', 'true')]:
    "`verified` starting true would keep the session of a handshake that failed the pin, but the mismatch branch of the same secureConnect handler deletes the address's session and destroys the socket synchronously: a session event before it is deleted there, and none comes after destroy (pinned-agent-connections.test.ts checks every try at an impostor afresh).",
  [survivorKey('src/core/client/pinned-agent.ts', 'ConditionalExpression', 'verified', 'true')]:
    "Keeping every session, checked or not, is undone by the mismatch branch, which deletes the address's session and destroys the socket synchronously before any later session event (pinned-agent-connections.test.ts checks every try at an impostor afresh).",
  [survivorKey(
    'src/core/client/pinned-agent.ts',
    'StringLiteral',
    '`TLS handshake with ${address} timed out`',
    '``',
  )]:
    "The timeout is read by its code: network-errors.ts turns ETIMEDOUT into the client's own timeout error with its own words, so this message reaches no user.",
  [survivorKey('src/core/client/pinned-agent.ts', 'StringLiteral', "'none'", '""')]:
    'peerFingerprint is undefined only for a peer that shows no certificate, which needs an anonymous cipher suite; the unchecked TLS context (certificate-probe.ts) offers none, so a full handshake always shows one.',
  [survivorKey(
    'src/core/client/pinned-agent.ts',
    'ConditionalExpression',
    '!queue.includes(req)',
    'true',
  )]:
    'Node hands createSocket a queued request only from removeSocket, after a socket left, so the place it left is free and room() is at least 1; new requests (addRequest) and those serveWaiting shifts out are in no queue. The guard is never false where it is reached.',
  [survivorKey(
    'src/core/client/pinned-agent.ts',
    'ConditionalExpression',
    'connecting.size === 0',
    'false',
  )]:
    'An empty set counts 0 in room() as a missing one does, and the next connection to that address reuses it: only one empty Set per address is kept, no behaviour changes.',
  [survivorKey(
    'src/core/client/pinned-agent.ts',
    'ArithmeticOperator',
    '(this.sockets[name]?.length ?? 0) + (this.freeSockets[name]?.length ?? 0)',
    '(this.sockets[name]?.length ?? 0) - (this.freeSockets[name]?.length ?? 0)',
  )]:
    "Whenever room() is asked no free socket of that address is pooled: Node's addRequest gives a request a free socket before it asks for a new one, and a socket is pooled free only when no request waits for it, so the free count is 0 and adding or taking it gives the same room.",
  [survivorKey(
    'src/core/trust/fingerprint.ts',
    'ConditionalExpression',
    'CANONICAL.test(text)',
    'false',
  )]:
    'The fast path returns a canonical text unchanged; the long way strips its colons, upper-cases the hex and joins the pairs again, which gives the same text. Only the cost differs (fingerprint.test.ts checks both answers).',
  [survivorKey(
    'src/core/trust/fingerprint.ts',
    'MethodExpression',
    "text.replace(/:/g, '').toUpperCase()",
    "text.replace(/:/g, '').toLowerCase()",
  )]:
    'Both texts of a comparison go through the same fold, and a text that is no fingerprint never equals a canonical one (those keep their colons): folded up or down, two such texts compare equal when they differ only in case. The folds part only for letters like ß, whose upper case is two letters, and no text of a fingerprint holds one.',
  [survivorKey(
    'src/core/trust/fingerprint.ts',
    'Regex',
    '/^\\s*(md5|sha-?(\\d+))(?:\\s*fingerprint)?\\s*[:=\\s]/i',
    '/^\\s*(md5|sha-?(\\d+))(?:\\S*fingerprint)?\\s*[:=\\s]/i',
  )]:
    'Only which refusal a text gets changes, never whether it is taken: `SHA1xyzFingerprint=` would be named SHA-1 instead of no fingerprint. Every form a tool prints (`SHA1 Fingerprint=`, `SHA1Fingerprint=`, `sha1:`) is named the same either way (fingerprint.test.ts).',
  [survivorKey(
    'src/core/jobs/controller-locks.ts',
    'ArithmeticOperator',
    'STALE_MS / 4',
    'STALE_MS * 4',
  )]:
    'proper-lockfile clamps the refresh to at most half the stale time (lockfile.js: Math.max(Math.min(update, stale / 2), 1000)), so the lock is refreshed every 2 s instead of 1 s: still twice before the 4 s after which another process may take it over.',
  [survivorKey(
    'src/core/jobs/controller-locks.ts',
    'BlockStatement',
    '{ return undefined; }',
    '{}',
  )]:
    "An async function's catch that returns undefined and one that ends without a return both answer undefined.",
  [survivorKey('src/core/jobs/job-writer.ts', 'BooleanLiteral', 'false', 'true')]:
    "Two mutants share this text. Line 23 (`exitHooked` starting true): no exit hook is ever put. Not seen by the mutation run, killed when the tests run as in `npm test`: the exit hook is put on the process by the first writer once job-writer.ts is loaded, and the run loads it once per worker, so the hook put before the mutant was switched on stays. Run on the mutated file (checked by hand), job-writer-exit.test.ts fails with 'the first writer put no hook on exit'. Line 29 (`#changed` starting true): a flush before the first change writes the snapshot of the job as it was made; live-job.ts changes the job before it flushes, so the same snapshot is written.",
  [survivorKey('src/core/jobs/job-writer.ts', 'BooleanLiteral', 'true', 'false')]:
    'Two mutants share this text. Line 50 (`exitHooked` left false): every writer puts a hook of its own, so at exit each open job is written once per hook, the same last line again, and reads the same. Line 93 (`#queued` never set): every kick queues a write; the first takes every change and the others find nothing changed and return, so the same lines are written.',
  [survivorKey('src/core/jobs/job-writer.ts', 'BooleanLiteral', '!exitHooked', 'exitHooked')]:
    "No exit hook is ever put. Not seen by the mutation run, killed when the tests run as in `npm test`: the exit hook is put on the process by the first writer once job-writer.ts is loaded, and the run loads it once per worker, so the hook put before the mutant was switched on stays. Run on the mutated file (checked by hand), job-writer-exit.test.ts fails with 'the first writer put no hook on exit'.",
  [survivorKey('src/core/jobs/job-writer.ts', 'ConditionalExpression', '!exitHooked', 'false')]:
    "No exit hook is ever put. Not seen by the mutation run, killed when the tests run as in `npm test`: the exit hook is put on the process by the first writer once job-writer.ts is loaded, and the run loads it once per worker, so the hook put before the mutant was switched on stays. Run on the mutated file (checked by hand), job-writer-exit.test.ts fails with 'the first writer put no hook on exit'.",
  [survivorKey(
    'src/core/jobs/job-writer.ts',
    'BlockStatement',
    "{ exitHooked = true; process.once('exit', () => { for (const writer of open) writer.#writeNow(); }); }",
    '{}',
  )]:
    "No exit hook is ever put. Not seen by the mutation run, killed when the tests run as in `npm test`: the exit hook is put on the process by the first writer once job-writer.ts is loaded, and the run loads it once per worker, so the hook put before the mutant was switched on stays. Run on the mutated file (checked by hand), job-writer-exit.test.ts fails with 'the first writer put no hook on exit'.",
  [survivorKey('src/core/jobs/job-writer.ts', 'StringLiteral', "'exit'", '""')]:
    "The hook waits for an event that never comes. Not seen by the mutation run, killed when the tests run as in `npm test`: the exit hook is put on the process by the first writer once job-writer.ts is loaded, and the run loads it once per worker, so the hook put before the mutant was switched on stays. Run on the mutated file (checked by hand), job-writer-exit.test.ts fails with 'the first writer put no hook on exit'.",
  [survivorKey('src/core/jobs/job-writer.ts', 'ConditionalExpression', '!exitHooked', 'true')]:
    'Every writer puts a hook of its own: at exit each open job is written once per hook, the same last line again, and reads the same.',
  [survivorKey(
    'src/core/jobs/job-writer.ts',
    'ConditionalExpression',
    'this.#changed && !this.#closed',
    'true',
  )]:
    'A flush with nothing changed then kicks a write that returns at once (#write tests #changed and #closed itself), or none once closed (#kick tests #closed): the same files, one more empty turn of the chain.',
  [survivorKey(
    'src/core/jobs/job-writer.ts',
    'LogicalOperator',
    'this.#changed && !this.#closed',
    'this.#changed || !this.#closed',
  )]:
    'As the mutant that makes the test true: #kick and #write test #closed and #changed themselves, so the extra kicks write nothing.',
  [survivorKey('src/core/jobs/job-writer.ts', 'ConditionalExpression', 'this.#closed', 'false')]:
    'A second close of the same writer saves the same snapshot once more instead of answering with the first save: the same file, one more write. A live job closes its writer once.',
  [survivorKey(
    'src/core/jobs/job-writer.ts',
    'ConditionalExpression',
    'this.#queued || this.#closed',
    'false',
  )]:
    'Every kick then queues a write: the first takes every change, the others find nothing changed (or the writer closed) and return, so the same lines are written.',
  [survivorKey(
    'src/core/jobs/job-writer.ts',
    'LogicalOperator',
    'this.#queued || this.#closed',
    'this.#queued && this.#closed',
  )]:
    'As the mutant that makes the test false: the extra writes find nothing changed, or the writer closed, and return.',
  [survivorKey(
    'src/core/jobs/job-writer.ts',
    'ConditionalExpression',
    '!this.#changed || this.#closed',
    'false',
  )]:
    "#write is reached only through #kick, which a closed writer never passes, and after a change, except when two kicks were queued: the second then appends a line with no rows and the job's header as it is, which reads as the same job.",
  [survivorKey(
    'src/core/jobs/job-writer.ts',
    'LogicalOperator',
    '!this.#changed || this.#closed',
    '!this.#changed && this.#closed',
  )]:
    'As the mutant that makes the test false: a line with no rows when two kicks were queued, which reads as the same job.',
  [survivorKey(
    'src/core/jobs/job-writer.ts',
    'EqualityOperator',
    'this.#logBytes + line.length > Math.max(LOG_FLOOR, 2 * this.#fullBytes)',
    'this.#logBytes + line.length >= Math.max(LOG_FLOOR, 2 * this.#fullBytes)',
  )]:
    'The log is rewritten one line earlier only when it would be exactly twice the job to the character: a rewrite holds the whole job either way.',
  [survivorKey('src/core/jobs/job-store.ts', 'BlockStatement', '{ return undefined; }', '{}')]:
    "An async function's catch that returns undefined and one that ends without a return both answer undefined.",
  [survivorKey(
    'src/core/site/controllers-cache.ts',
    'ConditionalExpression',
    "key === 'missing'",
    'false',
  )]:
    'A missing file then goes to readSiteJson, which answers its `missing`, the same frozen EMPTY, and is kept under the same key: the same answer by a longer way.',
  [survivorKey(
    'src/core/site/controllers-cache.ts',
    'BlockStatement',
    '{ kept.set(path, { key, file: EMPTY }); return EMPTY; }',
    '{}',
  )]:
    'A missing file then goes to readSiteJson, which answers its `missing`, the same frozen EMPTY, and is kept under the same key: the same answer by a longer way.',
  [survivorKey(
    'src/core/site/controllers-cache.ts',
    'ConditionalExpression',
    'previous.controllers.length === next.controllers.length',
    'false',
  )]:
    'Unchanged controllers are then always found by the set of the controllers before rather than place by place: the same objects are found either way when the count is the same, so the same controllers are checked again.',
  [survivorKey(
    'src/core/site/controllers-cache.ts',
    'ConditionalExpression',
    'keying.get(path) === keyed',
    'true',
  )]:
    "This process writes a file one write at a time, under the file's lock (controllers-change.ts, write()), so when a write ends the entry in `keying` is its own: deleting it without the test is the same.",
  [survivorKey(
    'src/core/site/controllers-cache.ts',
    'ConditionalExpression',
    'keying.get(path) === keyed',
    'false',
  )]:
    "The ended write's entry is then left in `keying`: a resolved promise, which a later look-up awaits without waiting; one Map entry per file written, no change of what is answered.",
  [survivorKey(
    'src/core/site/controllers-cache.ts',
    'EqualityOperator',
    'keying.get(path) === keyed',
    'keying.get(path) !== keyed',
  )]:
    "The entry is its own when a write ends (one write at a time under the file's lock), so it is then left in `keying`: a resolved promise a later look-up awaits without waiting; no change of what is answered.",
  [survivorKey('src/core/site/journal.ts', 'ConditionalExpression', '!this.#tailChecked', 'true')]:
    "Every append then reads the file's last byte before writing instead of only the first. After this journal's own write that byte is a newline, so nothing more is written; only a stat and a one-byte read per write are spent.",
  [survivorKey('src/core/site/site-store.ts', 'ArrayDeclaration', '[]', '["Stryker was here"]')]:
    'The ids when no sites folder exists yet: a made-up id names no folder, so list() gives no site for it (listedSite) and current() finds no mark; only opening a site by that very text would differ.',
};

export function survivorKey(
  file: string,
  mutator: string,
  original: string,
  replacement: string,
): string {
  return `${file}|${mutator}|${original}|${replacement}`;
}
