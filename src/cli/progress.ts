// A one-line progress bar on stderr, redrawn in place on a terminal (and only once at the end otherwise):
// too small a need to take a dependency for.

export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const width = 30;
  let last = -1;
  return (done: number, total: number): void => {
    const pct = Math.floor((done / total) * 100);
    if (pct === last || (!stream.isTTY && done < total)) return;
    last = pct;
    const filled = Math.round((done / total) * width);
    const bar = `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
    stream.write(`${stream.isTTY ? "\r" : ""}${label} ${bar} ${String(pct).padStart(3)}% ${done}/${total}`);
    if (done >= total) stream.write("\n");
  };
}
