/** Reads the project page's data again after a change: the workspace hands it to its parts. */
export type TRefresh = () => Promise<void>;
