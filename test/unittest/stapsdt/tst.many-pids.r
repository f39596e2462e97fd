dtrace exit status 0
p: 20 190, semaphore 0
p: 20 190, semaphore 0
p: 20 190, semaphore 0
p: 20 190, semaphore 0
p: 20 190, semaphore 0
p: 20 190, semaphore 0
late: 20 190, semaphore 0
