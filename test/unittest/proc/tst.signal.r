status 0

discard sig 12 in the script 1 sent to itself 1
exit reason 1 the -c shell 0
exit reason 1 the -c shell 1
exit reason 2 the -c shell 0
handle sig 10 in the script 1
handle sig 9 in the script 0
send sig 10 from the script 1 to a thread of 1 it or its child 1
send sig 12 from the script 1 to a thread of 1 it or its child 1
send sig 9 from the script 1 to a thread of 1 it or its child 1
