/** A command used wrongly (a missing option, no password given): its message is all the operator needs. */
export class UsageError extends Error {}
