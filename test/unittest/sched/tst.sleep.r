paired 1 bad 0 next 1
sleep 1 dequeue 1 wakeup 1 enqueue 1

status 0
