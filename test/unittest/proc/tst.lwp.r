status 0
      1 
      1 exit 1
      4 lwp-create same process 1 new thread 1
      1 lwp-exit in a thread 0
      4 lwp-exit in a thread 1
      4 lwp-start in a new thread 1
