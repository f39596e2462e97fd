dtrace: [DTRACEDROP_DYNAMIC] 976 dynamic variable drops
exit 0
dtrace: 976 dynamic variable drops
exit 0
