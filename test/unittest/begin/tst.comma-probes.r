fired
fired

