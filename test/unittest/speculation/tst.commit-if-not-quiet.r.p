#!/bin/sh
# The CPU a probe fires on varies: show it as C.
sed -E 's/^ *[0-9]+( +[0-9]+ +[^ ]*:[^ ]*)/  C\1/'
