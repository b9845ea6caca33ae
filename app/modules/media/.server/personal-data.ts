/**
 * What the privacy module reads and deletes of a person's files (its export and the closure,
 * decision 050): the files table stays media's, reached only through these functions.
 */
export { type FileRow, findFilesByIds as findFiles } from "./media.repository";
export { deleteFileRows, findPrivateFilesOwnedBy, findUnpublishedFilesOwnedBy } from "./personal-data.repository";
