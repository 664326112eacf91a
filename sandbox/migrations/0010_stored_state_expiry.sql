-- Stored states expire 4 hours after their last save (the form token's lifetime): the sweep deletes by updated_at.

CREATE INDEX stored_states_updated_at ON stored_states (updated_at);
