"""``python -m benchgrade.tasks`` prints the lm-eval task folder, for ``lm_eval --include_path``::

    lm_eval --include_path "$(python -m benchgrade.tasks)" --tasks gsm8k::olmo3:n8:v2 ...
"""
from benchgrade.adapters.lm_eval.taskdir import tasks_dir

if __name__ == "__main__":
    print(tasks_dir())
