// A setting of the environment that can't be used: the message names the
// variable first, so a failed start says which one to fix.
export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}
