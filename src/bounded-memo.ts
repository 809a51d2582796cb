// Answers of a pure function remembered by argument, for work a hot path
// repeats on the same few values (a stored column parsed, a time formatted, a
// statement prepared). Bounded: emptied when full, so a stream of distinct
// values holds at most `limit` answers and then starts afresh instead of growing.

/** `compute`, remembering up to `limit` answers; an answer must not be undefined. */
export function boundedMemo<K, V>(compute: (key: K) => V, limit: number): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = compute(key);
      if (answers.size >= limit) answers.clear();
      answers.set(key, answer);
    }
    return answer;
  };
}
