== fork, then exec of a new object
parent 1 3
child 3 4
child 2 5

== stapsdt$target: the child is not followed
parent 1 3

== a new process execs an object with enabled sites
dtrace exit 0
ready
4
4

