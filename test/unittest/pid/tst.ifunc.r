len 112
at 70
memcpy entry   7
strlen entry   7
strlen return  7
strstr entry   7
strstr return  7
strlen returned 112 in all
strstr found at 70 in all

dtrace exit 0
debug lines about strlen, memcpy or strstr: 0
