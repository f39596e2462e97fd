10
10
90
exit 0
