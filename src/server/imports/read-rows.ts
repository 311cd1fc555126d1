/**
 * Rows of an import file as they stream in, each with its line number and the byte offset just
 * past it (where a resumed run starts). Nothing holds more than one row: a line longer than
 * MAX_ROW_BYTES is skipped to its end and reported, never buffered whole.
 */
import { parse } from 'csv-parse';
import { Readable } from 'node:stream';

export const MAX_ROW_BYTES = 1024 * 1024;

export interface RawRow {
  /** 1-based line of the file where the row starts. */
  line: number;
  /** Offset in the file of the first byte after the row. */
  end: number;
  /** The line the row ends on (a quoted CSV cell may span lines); where a resumed run's numbering continues. */
  lastLine?: number;
  /** The parsed values (NDJSON: the JSON value; CSV: the cells), or why the row could not be read. */
  value?: unknown;
  cells?: string[];
  error?: string;
  /** The file cannot be read on from here (CSV only): the job imports the rows before and fails with this. */
  fatal?: string;
}

/** NDJSON from `start` (a line start), the first line being `firstLine`. */
export async function* ndjsonRows(bytes: AsyncIterable<Buffer>, start: number, firstLine: number): AsyncGenerator<RawRow> {
  let offset = start;
  let line = firstLine;
  // The start of a line the last chunk did not end (most lines lie within one chunk and are decoded from it directly).
  let parts: Buffer[] = [];
  let partBytes = 0;
  let tooLong = false;
  const finish = (endAt: number, whole?: string): RawRow | undefined => {
    const row: RawRow = { line, lastLine: line, end: endAt };
    line++;
    if (tooLong) {
      tooLong = false;
      row.error = `The line is longer than ${MAX_ROW_BYTES / 1024 / 1024} MB.`;
      return row;
    }
    let text = whole ?? Buffer.concat(parts, partBytes).toString('utf8');
    parts = [];
    partBytes = 0;
    if (text.charCodeAt(text.length - 1) === 13) text = text.slice(0, -1);
    // A line starting with a visible ASCII character is not blank; only others need the trim.
    const first = text.charCodeAt(0);
    if (!(first > 32 && first < 127) && !text.trim()) return undefined;
    try {
      row.value = JSON.parse(text) as unknown;
    } catch (error) {
      row.error = `The line is not JSON: ${error instanceof Error ? error.message : String(error)}`;
    }
    return row;
  };
  const keep = (piece: Buffer) => {
    if (tooLong) return;
    if (partBytes + piece.length > MAX_ROW_BYTES) {
      tooLong = true;
      parts = [];
      partBytes = 0;
      return;
    }
    parts.push(piece);
    partBytes += piece.length;
  };
  for await (const chunk of bytes) {
    let from = 0;
    for (let nl = chunk.indexOf(10, from); nl !== -1; nl = chunk.indexOf(10, from)) {
      let row: RawRow | undefined;
      if (!partBytes && !tooLong && nl - from <= MAX_ROW_BYTES) row = finish(offset + nl + 1, chunk.toString('utf8', from, nl));
      else {
        keep(chunk.subarray(from, nl));
        row = finish(offset + nl + 1);
      }
      if (row) yield row;
      from = nl + 1;
    }
    // The rest waits for its newline; copied, as the stream may reuse the chunk.
    if (from < chunk.length) keep(Buffer.from(chunk.subarray(from)));
    offset += chunk.length;
  }
  if (partBytes || tooLong) {
    const row = finish(offset);
    if (row) yield row;
  }
}

/**
 * CSV from `start`: at 0 the first record is the header (yielded as a row with `cells` and line 0
 * so the caller can keep it); past 0, rows only. Quoted cells may span lines. A record the parser
 * cannot read (a stray or unclosed quote, one longer than MAX_ROW_BYTES) ends the file at its line:
 * past it the parser cannot tell where records start again (it swallowed every row after an
 * over-long one, and the rows after a stray quote into one cell), so the rows before it are given
 * and then a last `fatal` row naming the line, so the job fails there rather than the job reporting success with the rest of
 * the file silently dropped.
 */
export async function* csvRows(bytes: AsyncIterable<Buffer>, start: number, lineBefore: number): AsyncGenerator<RawRow> {
  const parser = parse({
    bom: start === 0,
    info: true,
    relax_column_count: true,
    max_record_size: MAX_ROW_BYTES,
    skip_empty_lines: true,
    // The first error is kept (below) and the input stopped; records parsed before it still come out.
    skip_records_with_error: true,
  });
  const source = Readable.from(bytes);
  let broken: { line: number; message: string } | undefined;
  parser.on('skip', (error: Error & { lines?: number }) => {
    if (broken) return;
    // csv-parse counts lines from where this read started, and names them in its message too.
    broken = { line: lineBefore + (error.lines ?? 0), message: error.message.replace(/ at line \d+.*$/s, '') };
    source.unpipe(parser);
    source.destroy();
    parser.end();
  });
  source.pipe(parser);
  let headerDone = start > 0;
  /** The last line of the last record given: the broken one starts after it. */
  let reached = lineBefore;
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { bytes: number; lines: number; records: number } }>) {
    // info.lines is the line the record ends on: it starts as many lines earlier as its cells hold line breaks.
    const lastLine = lineBefore + info.lines;
    // Parsed past the broken record (the rest of its chunk): not rows of the file as written.
    if (broken && lastLine >= broken.line) continue;
    const breaks = record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    const row: RawRow = { line: lastLine - breaks, lastLine, end: start + info.bytes, cells: record };
    reached = lastLine;
    if (!headerDone) {
      headerDone = true;
      yield { ...row, line: 0 };
      continue;
    }
    yield row;
  }
  if (broken) {
    // An unclosed quote is found only at the end of the file: the record it broke starts after the last one read.
    const line = Math.min(broken.line, reached + 1);
    yield { line, end: -1, fatal: `The file is not valid CSV at line ${line}: ${broken.message}. The rows before it were imported; nothing from that line on was read.` };
  }
}
