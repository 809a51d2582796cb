// Passwords for the admin commands, read so that they never appear on a
// command line (shell history, `ps`, audit logs): typed at a terminal without
// echo, or read from standard input when it is a pipe or a file
// (`printf '%s' "$PASSWORD" | recruiting-api user set-password ...`).
import { UsageError } from './usage-error.ts';

/** The characters of standard input, up to its end; one trailing line break is not part of the password. */
async function readStdin(input: NodeJS.ReadStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** One line typed at the terminal, not echoed; Ctrl-C or Ctrl-D gives up. */
function promptHidden(question: string, input: NodeJS.ReadStream, output: NodeJS.WriteStream): Promise<string> {
  return new Promise((resolve, reject) => {
    output.write(question);
    let typed = '';
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (data: Buffer) => {
      for (const char of data.toString('utf8')) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new UsageError('no password given'));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += char;
      }
    };
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}

/**
 * A new password: asked for twice at a terminal (on stderr, so stdout keeps
 * only the command's result), or read from standard input otherwise.
 */
export async function readNewPassword(
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stderr,
): Promise<string> {
  if (input.isTTY) {
    const first = await promptHidden('New password: ', input, output);
    const again = await promptHidden('Repeat it: ', input, output);
    if (first !== again) throw new UsageError('the two passwords differ');
    if (first === '') throw new UsageError('no password given');
    return first;
  }
  const password = await readStdin(input);
  if (password === '')
    throw new UsageError('no password on standard input (pipe it in, or run the command at a terminal to be asked for it)');
  return password;
}
