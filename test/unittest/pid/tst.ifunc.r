len 112
memcpy entry   7
strlen entry   7
strlen return  7
strlen returned 112 in all

dtrace exit 0
debug lines about strlen or memcpy: 0
