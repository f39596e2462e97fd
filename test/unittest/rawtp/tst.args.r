children: 3
fork args[1]->pid = child pids
exec args[0]->pid = child pids
      3 1
      3 1 true /bin/true
