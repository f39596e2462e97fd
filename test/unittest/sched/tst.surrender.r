surrender 3 with this thread 3

