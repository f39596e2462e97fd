TMP/a b/c|/

status 0
/proc/sys/kernel|/

status 0
TMP/a b 24

[/] [/]

