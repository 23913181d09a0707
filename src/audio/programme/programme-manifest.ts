/**
 * The programme library as built (public/audio/programme/manifest.json, written by
 * `npm run programme`): every loop with what was measured on its decoded file. Pure data: the
 * API reads it too.
 */
import manifest from '../../../public/audio/programme/manifest.json' with { type: 'json' };
import { isProgrammeLoopId, type BuiltProgrammeLoop, type BuiltProgrammeManifest, type ProgrammeLoopId } from './programme-library';

function loopId(id: string): ProgrammeLoopId {
  if (!isProgrammeLoopId(id)) throw new RangeError(`the programme manifest names an unknown loop ${id}`);
  return id;
}

// Pure: a chunk that imports the library's ids but not the manifest leaves the JSON out.
export const PROGRAMME_MANIFEST: BuiltProgrammeManifest = {
  ...manifest,
  loops: /* @__PURE__ */ manifest.loops.map((loop) => ({ ...loop, id: loopId(loop.id) })),
};

/** The loop of this id (the build writes one for every id, which the manifest's test checks). */
export function programmeLoop(id: ProgrammeLoopId): BuiltProgrammeLoop {
  const loop = PROGRAMME_MANIFEST.loops.find((candidate) => candidate.id === id);
  if (!loop) throw new RangeError(`no programme loop ${id} in the manifest`);
  return loop;
}
