import { fsyncSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite on a data directory, made to keep what it committed through an OS crash.
 *
 * Out of the box PGlite is not durable on disk: it starts PostgreSQL with `-F` (fsync off), its
 * Emscripten file system (NODEFS) has no fsync, and Emscripten's fdatasync, PostgreSQL's default
 * wal_sync_method on Linux, returns without doing anything. A write answered 2xx survives a killed
 * process (the OS still has the pages) but not a power loss or kernel panic. Here:
 * - PostgreSQL runs with fsync on and wal_sync_method=fsync, so every COMMIT flushes the WAL
 *   (and checkpoints flush data files) through fsync(), the one call Emscripten forwards;
 * - NODEFS's stream operations get an fsync that calls the real fsync(2) on the host file.
 * The cost per commit is measured by `npm run bench:durability`.
 */
export function durablePglite(dataDir: string, options: { flush?: (fd: number) => void } = {}): PGlite {
  return new PGlite({ fs: new DurableNodeFS(dataDir, options.flush ?? fsyncSync), startParams: durableStartParams() } satisfies PGliteOptions);
}

/** PGlite's own start parameters without `-F` (fsync off), and WAL flushed by fsync() rather than the no-op fdatasync. */
function durableStartParams(): string[] {
  return [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
}

interface NodeFsStream {
  nfd?: number;
}
interface NodeFsModule {
  NODEFS: { stream_ops: { fsync?: (stream: NodeFsStream) => number } };
}

/** NodeFS whose files can be flushed: Emscripten's fd_sync calls stream_ops.fsync when there is one. */
class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly flush: (fd: number) => void,
  ) {
    super(dataDir);
  }

  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const withFsync = (module: unknown) => {
      // Every NODEFS file shares this one stream_ops object, so one assignment covers them all.
      (module as NodeFsModule).NODEFS.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) this.flush(stream.nfd);
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), withFsync] } };
  }
}
