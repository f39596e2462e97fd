dtrace: 976 dynamic variable drops
exit 0
