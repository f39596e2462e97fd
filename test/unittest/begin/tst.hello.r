hello world 42

