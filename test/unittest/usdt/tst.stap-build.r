start 1 alice
done 1 alice -100
start 2 alice
done 2 alice -200
start 3 alice
done 3 alice -300

dtrace exit 0
order-start enabled 3 of 3, done enabled 0
order-start enabled 0 of 2, done enabled 0
