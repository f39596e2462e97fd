#!/bin/bash
#
# ASSERTION: a stripped program's static function comes back from its
# MiniDebugInfo: a .gnu_debugdata section holding an xz-compressed ELF
# whose .symtab lists the functions .dynsym does not, made as Fedora's
# find-debuginfo does (objcopy --only-keep-debug, keep the function
# symbols not in .dynsym, xz, objcopy --add-section).  local_work of the
# stripped pid-static is listed once, fires exactly N times, and ufunc()
# names it.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
src=$TRIGGERS/pid-static
prog=$tmpd/prog

nm -D --format=posix --defined-only "$src" | awk '{ print $1 }' | sort > "$tmpd/dynsyms"
nm --format=posix --defined-only "$src" |
    awk '$2 == "T" || $2 == "t" { print $1 }' | sort > "$tmpd/funcsyms"
comm -13 "$tmpd/dynsyms" "$tmpd/funcsyms" > "$tmpd/keep"
objcopy --only-keep-debug "$src" "$tmpd/debug" &&
    objcopy -S --remove-section .gdb_index --remove-section .comment \
    --keep-symbols="$tmpd/keep" "$tmpd/debug" "$tmpd/mini" &&
    xz "$tmpd/mini" &&
    objcopy --strip-all --remove-section .comment "$src" "$prog" &&
    objcopy --add-section .gnu_debugdata="$tmpd/mini.xz" "$prog" ||
	{ echo "cannot make the MiniDebugInfo copy"; exit 1; }
echo ".symtab sections: $(readelf -S "$prog" | grep -c '\.symtab')"
echo ".gnu_debugdata sections: $(readelf -S "$prog" | grep -c '\.gnu_debugdata')"

$dtrace -l -n 'pid$target:a.out:local*:entry' -c "$prog" | awk 'NR > 1 { print $3, $4, $5 }'
$dtrace -qs "$(dirname "$0")/local_work.d" -c "$prog 7"
echo "dtrace exit $?"
