exit 0
BEGIN []
BEGIN [{'value': 'kept'}]
BEGIN [{'value': 'after'}, {'exit': 0}]
