#!/usr/bin/env python3
#
# inet6.py: a model of how DTrace prints IPv6 addresses (inet_ntop with
# AF_INET6, inet_ntoa6), for tst.inet_ntop-random.sh.  "script FIRST N"
# writes a D script that prints addresses FIRST..FIRST+N-1 of a fixed
# pseudo-random sequence both ways; "expect FIRST N" what it must print.
#
# The model follows DTrace's documented rules and its known quirks: groups
# in lower-case hex without leading zeros; the zero run to compress is
# found scanning bytes, a run starting at a zero byte at an even offset and
# replacing the best one when longer (counting up to the next non-zero
# byte, one less for a run that reaches the end); the output is built from
# the end, so a run that reaches into the IPv4 part of an IPv4-compatible
# address is not compressed.
import random
import sys


def zero_run(b):
    first, tryz, num = -1, -1, 1
    for i in range(16):
        if b[i] == 0 and tryz == -1 and i % 2 == 0:
            tryz = i
            continue
        if tryz != -1 and (b[i] != 0 or i == 15):
            if i - tryz <= num:
                tryz = -1
                continue
            first, num, tryz = tryz, i - i % 2 - tryz, -1
            if b[i] == 0 and i == 15:
                num += 2
    return first, num


def is_v4(b):
    mapped = b[:10] == bytes(10) and b[10:12] == b'\xff\xff'
    compat = (b[:12] == bytes(12) and b[12:] != bytes(4) and
              b[12:] != b'\0\0\0\1')
    return mapped or compat


def fmt(b, ntoa6):
    first, num = zero_run(b)
    out = []                    # reversed pieces
    end = 14
    if is_v4(b):
        out.append('.'.join(str(x) for x in b[12:])[::-1])
        if ntoa6:
            return out[0][::-1]
        end = 10
    i = end
    while i >= 0:
        if i == first + num - 2:
            out.append('::')
            i -= num
            continue
        if i < 14 and i != first - 2:
            out.append(':')
        out.append(('%x' % ((b[i] << 8) | b[i + 1]))[::-1])
        i -= 2
    return ''.join(out)[::-1]


def addrs(n):
    rnd = random.Random(6)
    for k in range(n):
        g = []
        for _ in range(8):
            r = rnd.random()
            g.append(0 if r < 0.55 else rnd.choice([1, 0xff, 0x100, 0xffff])
                     if r < 0.75 else rnd.randrange(1, 0x10000))
        b = bytearray()
        for x in g:
            b += bytes([x >> 8, x & 0xff])
        if k % 10 == 3:
            b[:12] = bytes(10) + b'\xff\xff'
        elif k % 10 == 7:
            b[:12] = bytes(12)
        yield bytes(b)


def main():
    what, first, n = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    for b in list(addrs(first + n))[first:]:
        if what == 'expect':
            print('%s %s' % (fmt(b, False), fmt(b, True)))
            continue
        print('BEGIN\n{\n\ta = (uint8_t *)alloca(16);')
        print(''.join('\ta[%d] = %d;\n' % (i, x) for i, x in enumerate(b)), end='')
        print('\tprintf("%s %s\\n", inet_ntop(10, a), inet_ntoa6((in6_addr_t *)a));\n}\n')
    if what == 'script':
        print('BEGIN\n{\n\texit(0);\n}')
    else:
        print()


main()
