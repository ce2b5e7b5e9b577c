#!/usr/bin/env python3
"""Builds gpu-sim/isa/gcn3.ops by asking LLVM (llvm-mc-15 + llvm-objdump-15, --mcpu=gfx803)
what every opcode value of every GCN3 encoding is.

For each encoding and each opcode value it assembles an instruction word with all other fields
zero and records the mnemonic LLVM prints. For each valid opcode it then flips every non-opcode
bit on its own to learn which bits LLVM requires to be zero, sets the remaining register fields
to distinct values to learn which field each printed operand comes from and its width, and puts
inline constant 1/(2*pi) and a literal into each source field to learn the operand's number type.

Usage: scripts/isa-explore.py > gpu-sim/isa/gcn3.ops
"""
import os
import re
import subprocess
import sys
import tempfile

NOP = 0xBF800000

# Encoding layouts (GCN3 ISA manual ch. 12, VI variants): name -> (prefix word0, prefix mask,
# opcode field, opcode count, fields). A field is (name, word, lo bit, width).
ENC = {
    "SOP2": (0x80000000, 0xC0000000, (0, 23, 7), 0x60,
             [("sdst", 0, 16, 7), ("ssrc1", 0, 8, 8), ("ssrc0", 0, 0, 8)]),
    "SOPK": (0xB0000000, 0xF0000000, (0, 23, 5), 0x1D,
             [("sdst", 0, 16, 7), ("simm16", 0, 0, 16)]),
    "SOP1": (0xBE800000, 0xFF800000, (0, 8, 8), 256,
             [("sdst", 0, 16, 7), ("ssrc0", 0, 0, 8)]),
    "SOPC": (0xBF000000, 0xFF800000, (0, 16, 7), 128,
             [("ssrc1", 0, 8, 8), ("ssrc0", 0, 0, 8)]),
    "SOPP": (0xBF800000, 0xFF800000, (0, 16, 7), 128,
             [("simm16", 0, 0, 16)]),
    "SMEM": (0xC0000000, 0xFC000000, (0, 18, 8), 256,
             [("imm", 0, 17, 1), ("glc", 0, 16, 1), ("nv", 0, 15, 1), ("sdata", 0, 6, 7), ("sbase", 0, 0, 6),
              ("offset", 1, 0, 20), ("w1hi", 1, 20, 12)]),
    "VOP2": (0x00000000, 0x80000000, (0, 25, 6), 0x3E,
             [("vdst", 0, 17, 8), ("vsrc1", 0, 9, 8), ("src0", 0, 0, 9)]),
    "VOP1": (0x7E000000, 0xFE000000, (0, 9, 8), 256,
             [("vdst", 0, 17, 8), ("src0", 0, 0, 9)]),
    "VOPC": (0x7C000000, 0xFE000000, (0, 17, 8), 256,
             [("vsrc1", 0, 9, 8), ("src0", 0, 0, 9)]),
    "VOP3": (0xD0000000, 0xFC000000, (0, 16, 10), 1024,
             [("clamp", 0, 15, 1), ("sdst", 0, 8, 7), ("vdst", 0, 0, 8),
              ("neg", 1, 29, 3), ("omod", 1, 27, 2), ("src2", 1, 18, 9), ("src1", 1, 9, 9), ("src0", 1, 0, 9)]),
    "VINTRP": (0xD4000000, 0xFC000000, (0, 16, 2), 4,
               [("vdst", 0, 18, 8), ("attr", 0, 10, 6), ("chan", 0, 8, 2), ("vsrc", 0, 0, 8)]),
    "DS": (0xD8000000, 0xFC000000, (0, 17, 8), 256,
           [("gds", 0, 16, 1), ("offset1", 0, 8, 8), ("offset0", 0, 0, 8),
            ("vdst", 1, 24, 8), ("data1", 1, 16, 8), ("data0", 1, 8, 8), ("addr", 1, 0, 8)]),
    "MUBUF": (0xE0000000, 0xFC000000, (0, 18, 7), 128,
              [("slc", 0, 17, 1), ("lds", 0, 16, 1), ("glc", 0, 14, 1), ("idxen", 0, 13, 1), ("offen", 0, 12, 1),
               ("offset", 0, 0, 12), ("soffset", 1, 24, 8), ("tfe", 1, 23, 1), ("srsrc", 1, 16, 5),
               ("vdata", 1, 8, 8), ("vaddr", 1, 0, 8)]),
    "MTBUF": (0xE8000000, 0xFC000000, (0, 15, 4), 16,
              [("nfmt", 0, 23, 3), ("dfmt", 0, 19, 4), ("glc", 0, 14, 1), ("idxen", 0, 13, 1), ("offen", 0, 12, 1),
               ("offset", 0, 0, 12), ("soffset", 1, 24, 8), ("tfe", 1, 23, 1), ("slc", 1, 22, 1),
               ("srsrc", 1, 16, 5), ("vdata", 1, 8, 8), ("vaddr", 1, 0, 8)]),
    "MIMG": (0xF0000000, 0xFC000000, (0, 18, 7), 128,
             [("slc", 0, 25, 1), ("lwe", 0, 17, 1), ("tfe", 0, 16, 1), ("r128", 0, 15, 1), ("da", 0, 14, 1),
              ("glc", 0, 13, 1), ("unorm", 0, 12, 1), ("dmask", 0, 8, 4), ("d16", 1, 31, 1),
              ("ssamp", 1, 21, 5), ("srsrc", 1, 16, 5), ("vdata", 1, 8, 8), ("vaddr", 1, 0, 8)]),
    "EXP": (0xC4000000, 0xFC000000, None, 1,
            [("vm", 0, 12, 1), ("done", 0, 11, 1), ("compr", 0, 10, 1), ("tgt", 0, 4, 6), ("en", 0, 0, 4),
             ("vsrc3", 1, 24, 8), ("vsrc2", 1, 16, 8), ("vsrc1", 1, 8, 8), ("vsrc0", 1, 0, 8)]),
    "FLAT": (0xDC000000, 0xFC000000, (0, 18, 7), 128,
             [("slc", 0, 17, 1), ("glc", 0, 16, 1), ("vdst", 1, 24, 8), ("tfe", 1, 23, 1),
              ("data", 1, 8, 8), ("addr", 1, 0, 8)]),
}
NWORDS = {k: (2 if k in ("SMEM", "VOP3", "DS", "MUBUF", "MTBUF", "MIMG", "EXP", "FLAT") else 1) for k in ENC}

# Distinct probe values per field, chosen so printed register numbers identify the field.
SHAPE = {
    "sdst": 10, "ssrc0": 20, "ssrc1": 30, "sdata": 10, "sbase": 15, "vdst": 10, "src0": 256 + 20,
    "vsrc1": 30, "src1": 256 + 30, "src2": 256 + 40, "vsrc": 20, "addr": 20, "data0": 30, "data1": 40,
    "data": 30, "vdata": 10, "vaddr": 20, "srsrc": 3, "soffset": 30, "ssamp": 4,
}
SRC_FIELDS = {"ssrc0", "ssrc1", "src0", "src1", "src2"}
LINE = re.compile(r"\s+(.*?)\s*// ([0-9A-F]{12}): ([0-9A-F ]+)")


def objdump(words_list):
    """Disassembles each instruction (up to 3 words) in its own 16-byte slot padded with s_nop."""
    with tempfile.TemporaryDirectory() as d:
        src, obj = os.path.join(d, "t.s"), os.path.join(d, "t.o")
        with open(src, "w") as f:
            f.write(".text\n")
            for ws in words_list:
                ws = list(ws) + [NOP] * (4 - len(ws))
                f.write(".long " + ", ".join("0x%08x" % w for w in ws) + "\n")
        subprocess.run(["llvm-mc-15", "-arch=amdgcn", "-mcpu=gfx803", "-filetype=obj", src, "-o", obj], check=True)
        out = subprocess.run(["llvm-objdump-15", "-d", "--mcpu=gfx803", obj],
                             check=True, capture_output=True, text=True).stdout
    res = {}
    for line in out.splitlines():
        m = LINE.match(line)
        if m:
            res[int(m.group(2), 16)] = (m.group(1).strip(), len(m.group(3).split()) * 4)
    return [res.get(i * 16, (".long", 0)) for i in range(len(words_list))]


def put(words, field, value):
    _, w, lo, width = field
    words[w] = (words[w] & ~(((1 << width) - 1) << lo)) | ((value & ((1 << width) - 1)) << lo)


# Opcodes that only decode with some word-0 bits set (MUBUF LDS stores need lds=1).
ONES = {}


def base(enc, op):
    prefix, _, opf, _, _ = ENC[enc]
    words = [prefix] + [0] * (NWORDS[enc] - 1)
    if opf:
        put(words, ("op",) + opf, op)
    words[0] |= ONES.get((enc, op), 0)
    return words


def mnem(text):
    return text.split()[0] if text else ""



REG = re.compile(r"^[-|]*(?:neg\()?(s|v)\[?(\d+)(?::(\d+))?\]?\)?\|?$")


def printed_base(enc, name, value, text_reg):
    """The register number LLVM prints for `value` in field `name`."""
    if name in ("src0", "src1", "src2") and value >= 256:
        return value - 256
    if name == "sbase":
        return value * 2
    if name in ("srsrc", "ssamp"):
        return value * 4
    return value


def split_operands(rest):
    """Splits printed operands at commas and spaces outside parentheses and brackets."""
    toks, depth, cur = [], 0, ""
    for ch in rest:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if depth == 0 and ch in ", ":
            if cur:
                toks.append(cur)
            cur = ""
        else:
            cur += ch
    if cur:
        toks.append(cur)
    return toks


def text_kind(enc, mnemonic, sub):
    if mnemonic == "s_set_gpr_idx_on" and sub.startswith("0x"):
        return "gpr_idx"
    if sub in ("lds", "glc", "slc", "tfe", "offen", "idxen", "gds"):
        return None
    if sub.startswith("hwreg("):
        return "hwreg"
    if sub.startswith("sendmsg("):
        return "sendmsg"
    if sub.startswith("gpr_idx("):
        return "gpr_idx"
    if sub.startswith("vmcnt("):
        return "waitcnt"
    if sub.startswith(("expcnt(", "lgkmcnt(")):
        return None
    if sub.startswith("attr"):
        return "attr"
    if sub == "high":
        return "high"
    if sub.startswith("format:"):
        return "format"
    if sub.startswith("invalid_param_"):
        return "param"
    if sub.startswith("0x") and len(sub) > 6 or sub == "-1.0":
        return "literal"
    if enc == "SMEM" and sub in ("10", "0xa"):
        return "sdata:dec" if sub == "10" else "sdata:hex"
    if enc == "SMEM":
        return "offset"
    if sub.startswith("0x"):
        return "simm16:hex"
    if "branch" in mnemonic and enc == "SOPP":
        return "simm16:label"
    if mnemonic == "s_cbranch_i_fork":
        return "simm16:label"
    return "simm16:dec"


def operands(enc, text, setf):
    """Maps the printed operands of a shape probe to fields: list of 'field:kindN' tokens."""
    parts = text.split(None, 1)
    if len(parts) < 2:
        return []
    out = []
    for sub in split_operands(parts[1]):
        m = REG.match(sub)
        if m:
            n = int(m.group(2))
            cnt = int(m.group(3)) - n + 1 if m.group(3) else 1
            hit = None
            for name, value in setf.items():
                pb = printed_base(enc, name, value, m.group(1))
                if pb == n or (cnt >= 4 and n == pb & ~3 and m.group(1) == "s"):
                    hit = name
                    break
            out.append("%s:%s%d" % (hit or "?", m.group(1), cnt))
        elif sub in ("vcc", "off"):
            out.append(sub)
        else:
            k = text_kind(enc, parts[0], sub)
            if k:
                out.append(k)
    return out


def operand_texts(t):
    return split_operands(t.split(None, 1)[1]) if " " in t else []


def mod_kind(name, t):
    """What a flipped modifier bit `name` (a<i>, n<i>, s<i>, c, o) did to the printed text `t`."""
    if t.startswith(".long"):
        return None
    if name == "c":
        return "c" if " clamp" in t else None
    if name == "o":
        return "o" if " mul:2" in t else None
    i = int(name[1])
    for x in operand_texts(t):
        core = x.replace("neg(", "").replace("sext(", "").strip("-|() ")
        if core == "v%d" % (i + 1) or core.startswith("v[%d:" % (i + 1)):
            if "sext(" in x:
                return "s%d" % i
            if name[0] == "a" and "|" in x:
                return "a%d" % i
            if name[0] in "ns" and ("-" in x or "neg(" in x):
                return "n%d" % i
    return None


def src_type(inline_txt, lit_txt, lit2_txt):
    t = src_type_base(inline_txt, lit_txt, lit2_txt)
    if inline_txt.startswith(".long"):
        return t + "x"
    if "invalid immediate" in inline_txt:
        return t + "r"
    return t


def src_type_base(inline_txt, lit_txt, lit2_txt):
    if "0.15915494309189532" in inline_txt:
        return "64"
    if lit_txt is not None and "0.15915494" in lit_txt:
        return "f16"
    if lit2_txt is not None and "0x2345" in lit2_txt.replace("0x12345", ""):
        return "i16"
    if "0x3118" in inline_txt:
        return "i16"
    return "32"


def main():
    out = sys.stdout
    out.write("# GCN3 (gfx803) opcode table: the single source of truth for gpu-sim's decoder tables.\n")
    out.write("# Generated by scripts/isa-explore.py from what llvm-objdump-15 --mcpu=gfx803 prints for every\n")
    out.write("# opcode value of every encoding (see that script's doc); regenerate rather than hand-edit.\n")
    out.write("# What each opcode does (class, rate, memory kind and width, atomic op) is in gcn3.props, kept\n")
    out.write("# by hand and merged by the generator; this file holds only what LLVM decodes and prints.\n")
    out.write("# Columns: encoding  opcode  mnemonic  suffix  zero=<per word: bits that must be 0>\n")
    out.write("#   ops=<printed operands in order: field:sN/vN (register tuple of N dwords, s = any scalar\n")
    out.write("#   source), vcc/off (fixed text), or a special kind: simm16:dec/hex/label, hwreg, sendmsg,\n")
    out.write("#   waitcnt, gpr_idx, offset (SMEM), sdata:dec/hex (SMEM sdata as a number), literal, attr,\n")
    out.write("#   param, high, format>  ones=<word-0 bits that must be 1>\n")
    out.write("#   src=<number type of each source field: 32, 64, f16 or i16; suffix r: constants print as\n")
    out.write("#   /*invalid immediate*/, x: constants do not decode>  dstimm=<same for a scalar vdst>  flags: lit (always a literal),\n")
    out.write("#   mods=<VOP3 modifiers LLVM prints: a<i>/n<i> abs/neg of source i, c clamp, o omod>\n")
    out.write("#   sdwa=<mask> / dpp=<mask> (LLVM decodes the SDWA / DPP form when the extra word has these\n")
    out.write("#   bits zero; DPP's dpp_ctrl and SDWA's select values are checked by the decoder), vop3b.\n")
    for enc, (prefix, pmask, opf, nops, fields) in ENC.items():
        ops = list(range(nops))
        results = objdump([base(enc, op) for op in ops])
        if enc == "MUBUF":
            retry = [op for op, (t, n) in zip(ops, results) if t.startswith(".long")]
            for op, (t, n) in zip(retry, objdump([base(enc, op)[:1] + [0] for op in retry] and
                                                 [[base(enc, op)[0] | 1 << 16, 0] for op in retry])):
                if not t.startswith(".long"):
                    ONES[(enc, op)] = 1 << 16
            results = objdump([base(enc, op) for op in ops])
        valid = [(op, mnem(t), n) for op, (t, n) in zip(ops, results) if not t.startswith(".long")]
        # Which non-opcode bits must stay zero.
        probes, keys = [], []
        fixed0 = pmask | ((((1 << opf[2]) - 1) << opf[1]) if opf else 0)
        for op, m, _ in valid:
            for w in range(NWORDS[enc]):
                for bit in range(32):
                    if w == 0 and ((fixed0 | ONES.get((enc, op), 0)) >> bit) & 1:
                        continue
                    ws = base(enc, op)
                    ws[w] |= 1 << bit
                    probes.append(ws)
                    keys.append((op, w, bit))
        zero = {op: [0] * NWORDS[enc] for op, _, _ in valid}
        names = {op: m for op, m, _ in valid}
        for (op, w, bit), (t, n) in zip(keys, objdump(probes)):
            if mnem(t) != names[op]:
                zero[op][w] |= 1 << bit

        def free(op, f):
            _, w, lo, width = f
            return not (zero[op][w] >> lo) & ((1 << width) - 1)

        fmap = {f[0]: f for f in fields}
        shape_probes, setfs = [], []
        for op, m, _ in valid:
            ws = base(enc, op)
            setf = {}
            for f in fields:
                name = f[0]
                if name in SHAPE and free(op, f):
                    put(ws, f, SHAPE[name])
                    setf[name] = SHAPE[name]
            if enc == "VOP3" and free(op, fmap["sdst"]):
                put(ws, fmap["sdst"], 88)
                setf["sdst"] = 88
            if enc == "SMEM" and free(op, fmap["imm"]):
                put(ws, fmap["imm"], 1)
            shape_probes.append(ws)
            setfs.append(setf)
        shapes = objdump(shape_probes)
        # Number type of each source field: inline 1/(2*pi) and (32-bit encodings) literal 0x3118.
        tprobes, tkeys = [], []
        for op, m, _ in valid:
            for f in fields:
                if f[0] in SRC_FIELDS and free(op, f):
                    ws = base(enc, op)
                    put(ws, f, 248)
                    tprobes.append(ws)
                    tkeys.append((op, f[0], "inl"))
                    if enc != "VOP3":
                        ws = base(enc, op)
                        put(ws, f, 255)
                        tprobes.append(ws + [0x3118])
                        tkeys.append((op, f[0], "lit"))
                        tprobes.append(list(ws) + [0x12345])
                        tkeys.append((op, f[0], "lit2"))
        for op, m, _ in valid:
            if enc in ("VOP1", "VOP3") and free(op, fmap["vdst"]):
                ws = base(enc, op)
                put(ws, fmap["vdst"], 128)
                tprobes.append(ws)
                tkeys.append((op, "vdst", "dst"))
        ttexts = {}
        for k, (t, n) in zip(tkeys, objdump(tprobes)):
            ttexts[k] = t
        # VOP3 modifiers LLVM prints: abs/neg/sext per source, clamp, omod.
        mods = {}
        if enc == "VOP3":
            probes_m = []
            for op, m, _ in valid:
                ws = base(enc, op)
                # Distinct VGPRs in the sources so modifiers are attributable.
                for i, name in enumerate(("src0", "src1", "src2")):
                    if free(op, fmap[name]):
                        put(ws, fmap[name], 256 + 1 + i)
                ws[0] &= ~zero[op][0]
                ws[1] &= ~zero[op][1]
                for name, w, bit in ([("a%d" % i, 0, 8 + i) for i in range(3)] +
                                     [("n%d" % i, 1, 29 + i) for i in range(3)] +
                                     [("c", 0, 15), ("o", 1, 27)]):
                    if not (zero[op][w] >> bit) & 1:
                        probes_m.append((op, name, ws[:w] + [ws[w] | (1 << bit)] + ws[w + 1:]))
            for (op, name, _), (t, n) in zip(probes_m, objdump([p[2] for p in probes_m])):
                k = mod_kind(name, t)
                if k:
                    mods.setdefault(op, set()).add(k)
        # SDWA / DPP forms of VOP1/VOP2/VOPC.
        ext = {}
        ext_mods = {}
        if enc in ("VOP1", "VOP2", "VOPC"):
            for kind, marker, word1, skip in (("sdwa", 0xF9, 0x00000000, ()),
                                              ("dpp", 0xFA, 0x00000000, range(8, 17))):
                xp, xk = [], []
                for op, m, _ in valid:
                    w0 = (base(enc, op)[0] & ~0x1FF) | marker
                    xp.append([w0, word1])
                    xk.append((op, None))
                    for b in range(32):
                        if b not in skip:
                            xp.append([w0, word1 | (1 << b)])
                            xk.append((op, b))
                for (op, b), (t, n) in zip(xk, objdump(xp)):
                    ok = ("_sel:" in t) if kind == "sdwa" else ("row_mask" in t)
                    if b is None:
                        if ok:
                            ext.setdefault(op, {})[kind] = 0
                    elif not ok and kind in ext.get(op, {}):
                        ext[op][kind] |= 1 << b
            # Modifiers the SDWA / DPP forms print (src0 = v1, vsrc1 = v2).
            for kind, marker, bitnames in (
                    ("sdwa", 0xF9, [("c", 13), ("s0", 19), ("n0", 20), ("a0", 21), ("s1", 27), ("n1", 28), ("a1", 29)]),
                    ("dpp", 0xFA, [("n0", 20), ("a0", 21), ("n1", 22), ("a1", 23)])):
                mp = []
                for op, m, _ in valid:
                    if kind not in ext.get(op, {}):
                        continue
                    w0 = (base(enc, op)[0] & ~0x1FF) | marker
                    if enc != "VOP1":
                        w0 |= 2 << 9
                    for name, b in bitnames:
                        if not (ext[op][kind] >> b) & 1:
                            w1 = 1 | (1 << b) | (0xFF000000 if kind == "dpp" else 0)
                            mp.append((op, name, [w0, w1]))
                for (op, name, _), (t, n) in zip(mp, objdump([p[2] for p in mp])):
                    k = mod_kind(name if name[0] != "s" else "n" + name[1], t)
                    if name[0] == "s":
                        k = ("s" + name[1]) if k and k[0] == "s" else None
                    elif name == "c":
                        k = "c" if " clamp" in t else None
                    if k:
                        ext_mods.setdefault((op, kind), set()).add(k)
        for i, (op, m, n) in enumerate(valid):
            t = shapes[i][0]
            ops_ = operands(enc, t, setfs[i])
            suffix = "-"
            base_m = m
            for sfx in ("_e32", "_e64"):
                if m.endswith(sfx):
                    base_m, suffix = m[: -len(sfx)], sfx[1:]
            srcs = []
            for f in fields:
                if f[0] in SRC_FIELDS and free(op, f):
                    srcs.append("%s:%s" % (f[0], src_type(ttexts.get((op, f[0], "inl"), ""),
                                                            ttexts.get((op, f[0], "lit")),
                                                            ttexts.get((op, f[0], "lit2")))))
            flags = []
            if n > 4 * NWORDS[enc]:
                flags.append("lit")
            for kind, mask in sorted(ext.get(op, {}).items(), reverse=True):
                flags.append("%s=%08x" % (kind, mask))
                flags.append("%smods=%s" % (kind, "".join(sorted(ext_mods.get((op, kind), ()))) or "-"))
            if enc == "VOP3" and "sdst" in setfs[i] and any(o.startswith("sdst:") for o in ops_):
                flags.append("vop3b")
            if enc == "VOP3":
                flags.append("mods=" + ("".join(sorted(mods.get(op, ()))) or "-"))
            if (enc, op) in ONES:
                flags.append("ones=%08x" % ONES[(enc, op)])
            if any(o.startswith("vdst:s") for o in ops_):
                dt = ttexts.get((op, "vdst", "dst"), "")
                flags.append("dstimm=" + ("x" if dt.startswith(".long") else "r" if "invalid immediate" in dt else "ok"))
            zs = ",".join("%08x" % z for z in zero[op])
            out.write("%-6s 0x%03x %-28s %-3s zero=%s ops=%s src=%s %s\n" % (
                enc, op, base_m, suffix, zs, ";".join(ops_) or "-",
                ",".join(srcs) or "-", " ".join(flags)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
