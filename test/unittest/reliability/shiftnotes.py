#!/usr/bin/python3.11
#
# shiftnotes.py IN OUT pc|sem|base DELTA [NAME]: copy the ELF64 object IN
# to OUT with every stapsdt note's probe address (pc) or semaphore address
# (sem) moved by DELTA bytes (only the notes of probe NAME, if given), or
# with the address of .stapsdt.base moved by DELTA (base: the notes'
# prelink adjustment then moves every site by -DELTA).  Used by
# tst.nonop-sites.sh to make notes that point into the middle of
# instructions, and by tst.refused-site.sh for an odd semaphore address.
import struct, sys

src, dst, what, delta = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
only = sys.argv[5].encode() if len(sys.argv) > 5 else None
b = bytearray(open(src, 'rb').read())
shoff, = struct.unpack_from('<Q', b, 0x28)
shentsize, shnum, shstrndx = struct.unpack_from('<HHH', b, 0x3a)

def shdr(i):
    return shoff + i * shentsize

stroff, = struct.unpack_from('<Q', b, shdr(shstrndx) + 0x18)

def name(i):
    n, = struct.unpack_from('<I', b, shdr(i))
    return bytes(b[stroff + n:b.index(0, stroff + n)]).decode()

for i in range(shnum):
    if what == 'base' and name(i) == '.stapsdt.base':
        addr, = struct.unpack_from('<Q', b, shdr(i) + 0x10)
        struct.pack_into('<Q', b, shdr(i) + 0x10, addr + delta)
    if what in ('pc', 'sem') and name(i) == '.note.stapsdt':
        off, size = struct.unpack_from('<QQ', b, shdr(i) + 0x18)
        p = off
        while p < off + size:
            nsz, dsz, typ = struct.unpack_from('<III', b, p)
            desc = p + 12 + ((nsz + 3) & ~3)
            field = desc + (16 if what == 'sem' else 0)
            strs = bytes(b[desc + 24:desc + dsz]).split(b'\0')
            if only is None or strs[1] == only:
                v, = struct.unpack_from('<Q', b, field)
                struct.pack_into('<Q', b, field, v + delta)
            p = desc + ((dsz + 3) & ~3)
open(dst, 'wb').write(b)
