#!/bin/sh
# Addresses vary: show them as {ptr}; so does the CPU a probe fires on.
sed -E 's/0x[0-9a-f]+ = \*/{ptr} = */; s/^ *[0-9]+( +[0-9]+ +[^ ]*:[^ ]*)/  C\1/'
