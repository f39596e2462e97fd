
             3000
exit 0
