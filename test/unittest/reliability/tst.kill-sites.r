1 sites, SIGKILL: traced: semaphores 1, text changed; after: semaphores 0, text restored
1 sites, SIGTERM: traced: semaphores 1, text changed; after: semaphores 0, text restored
100 sites, SIGKILL: traced: semaphores 50, text changed; after: semaphores 0, text restored
100 sites, SIGTERM: traced: semaphores 50, text changed; after: semaphores 0, text restored
1000 sites, SIGKILL: traced: semaphores 500, text changed; after: semaphores 0, text restored
1000 sites, SIGTERM: traced: semaphores 500, text changed; after: semaphores 0, text restored
